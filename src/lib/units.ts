// The lengths every slide writer and reader shares, as types: OOXML's English Metric Units and typographic points.
declare const unit: unique symbol;

/** English Metric Units, OOXML's length: 12,700 to a point, 914,400 to an inch. A plain number is not one. */
export type Emu = number & { readonly [unit]: "emu" };
/** A typographic point (1/72 inch), PDF's length and a font size's. */
export type Pt = number & { readonly [unit]: "pt" };

export const EMU_PER_PT = 12_700;

/** A number read or worked out in EMU, said to be one. */
export const emu = (n: number): Emu => n as Emu;

export const emuToPt = (length: Emu): Pt => (length / EMU_PER_PT) as Pt;
export const ptToEmu = (length: number): Emu => (length * EMU_PER_PT) as Emu;

/** A slide's or a picture's extent. */
export interface EmuSize {
  cx: Emu;
  cy: Emu;
}

// The units every slide writer and reader shares: OOXML's English Metric Units per typographic point, declared once.
export const EMU_PER_PT = 12_700;

// Minimal typing for fontkit (it ships none); we only create fonts and hand them to pdfkit.
declare module "fontkit" {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}

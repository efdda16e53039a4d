// The face of import/ for worker threads: what their work imports of it, without the rest of the module's imports.
export { importFile } from "./import-file.js";
export { pageShares } from "./pdf/page-share.js";
export { helpReadPdf } from "./pdf/read-pdf.js";

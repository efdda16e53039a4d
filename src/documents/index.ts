// The face of documents/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { checkDocumentId } from "./check-document-id.js";
export { createDocument } from "./create-document.js";
export { deleteDocument } from "./delete-document.js";
export { type Document, type DocumentSummary, toDocument, toSummary } from "./document-shape.js";
export { changeDocument, editDocument, type EditDocumentInput, type EditedDocument } from "./edit-document.js";
export { forkDemo } from "./fork-demo.js";
export { diffDocumentVersions, listVersions, readVersion, restoreVersion } from "./history/document-history.js";
export { listDocuments } from "./list-documents.js";
export { moveDocument } from "./move-document.js";
export { normaliseSource, type SourceParser } from "./normalise-source.js";
export { describeParts, positionalIds, readPartIds } from "./part-ids.js";
export { documentNotFound, readDocument } from "./read-document.js";
export { loadShowcase, type Showcase } from "./showcase.js";
export { applySlideVariant, asDeck, slideAddress, slideOf, variantsOf } from "./slide-variants.js";
export { updateDocument } from "./update-document.js";

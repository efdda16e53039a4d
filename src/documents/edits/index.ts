// The face of documents/edits/, a part of documents/ that work elsewhere uses without the rest of it.
export { agendaIndex, agendaInStep, agendaItems, agendaSlide, titlesAfter } from "./agenda.js";
export { applyDocumentEdits } from "./apply-document-edits.js";
export { applyEdits } from "./apply-edits.js";
export { DocumentEditsBodySchema } from "./document-edit-schema.js";
export { type EditsRunner, type EditWork, type EditWorkOutcome, type RevisionRunner, runEditWork } from "./edit-job.js";
export { revisedPartIds } from "./edit-part-ids.js";
export { type AppliedEdit, type Edit, EDIT_SCHEMAS, type Section } from "./edit-schema.js";
export { extendMarkdown, extendSlide, type NewPoint } from "./extend-part.js";
export { followSlide } from "./follow-slide.js";
export { changedText, replaceInStrings } from "./part-list.js";
export { bodyRange, partsOf } from "./part-roles.js";
export { shortenSlide } from "./shorten.js";

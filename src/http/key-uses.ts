// What a call uses or makes beyond its route, per route, checked against an organization key's scopes before any work
// (the scopes each use needs: USE_SCOPES in auth/api-keys/key-scopes.ts; docs/api/teams.md has the same table). Each
// refusal names the field that asked. Sessions and personal keys pass every check: they reach all of their space.
import { requireUse, type KeyScope } from "../auth/index.js";
import { ULID_BODY } from "../lib/ids.js";

type Caller = { scopes?: readonly KeyScope[] };

const ASSET_ID = new RegExp(`asset_${ULID_BODY}`);

/** True when anything in `value` (a prompt, a source, its variables) names an uploaded image: what drawing it would show. */
function namesUploadedImage(value: unknown): boolean {
  return ASSET_ID.test(typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
}

/** POST /api/agent: documents read (`attachments`, `documentId`), the run's document saved or changed, a brand built on. */
export function checkAgentUses(
  caller: Caller,
  input: { attachments?: readonly string[]; documentId?: string; save?: boolean; brandId?: string; images?: string },
): void {
  if (!caller.scopes) return;
  if (input.documentId !== undefined) requireUse(caller, "readDocuments", "Revising a document (`documentId`)");
  if (input.attachments?.length) requireUse(caller, "readDocuments", "Building on documents (`attachments`)");
  if (input.save !== false) {
    const what =
      input.documentId !== undefined
        ? "Saving the revised document (`save`, true by default; `save: false` streams the revision unsaved)"
        : "Saving the run's document (`save`, true by default; `save: false` streams it unsaved)";
    requireUse(caller, "saveDocuments", what);
  }
  if (input.brandId !== undefined) requireUse(caller, "useBrands", "Writing for a brand (`brandId`)");
  if (input.images === "library")
    requireUse(caller, "readDocuments", 'Showing pictures from the space\'s library (`images: "library"`)');
  if (input.images === "stock" || input.images === "generated")
    requireUse(
      caller,
      "saveDocuments",
      `Keeping ${input.images} pictures in the space (\`images: "${input.images}"\`)`,
    );
}

/** POST /api/brands/{id}/generate: documents read (`attachments`, an uploaded image the deck shows), the deck saved. */
export function checkGenerateUses(
  caller: Caller,
  input: { attachments?: readonly string[]; save?: boolean; prompt?: string; source?: unknown; variables?: unknown },
): void {
  if (!caller.scopes) return;
  if (input.attachments?.length) requireUse(caller, "readDocuments", "Building on documents (`attachments`)");
  if (namesUploadedImage([input.prompt, input.source, input.variables]))
    requireUse(caller, "readDocuments", "Drawing an uploaded image (an asset id in the prompt, source or variables)");
  if (input.save) requireUse(caller, "saveDocuments", "Saving the deck (`save: true`)");
}

/** POST /api/brands/{id}/batch: an item that draws an uploaded image reads the space's images. */
export function checkBatchUses(
  caller: Caller,
  items: readonly { prompt?: string; source?: unknown; variables?: unknown }[],
): void {
  if (!caller.scopes) return;
  const index = items.findIndex((item) => namesUploadedImage([item.prompt, item.source, item.variables]));
  if (index >= 0) requireUse(caller, "readDocuments", `Drawing an uploaded image (an asset id in item ${index + 1})`);
}

/** POST /api/export: a brand built on (`brandId`); the documents and images it reads are the route's own scope. */
export function checkExportUses(caller: Caller, input: { brandId?: string }): void {
  if (input.brandId !== undefined) requireUse(caller, "useBrands", "Building on a brand (`brandId`)");
}

// Typed edits of a saved document: POST /api/workspace/documents/{id}/edits (docs/api/edits.md).
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { DocumentEditsBodySchema } from "../../documents/edits/index.js";
import { editDocument } from "../../documents/index.js";
import { jsonBody } from "../middleware/json-body.js";
import { rateLimit } from "../middleware/rate-limit.js";
import { requireAuth } from "../middleware/require-auth.js";
import { documented } from "../openapi-source.js";
import { editsInvalid } from "../edit-issues.js";
import { createRouter, errorResponses, jsonResponse, SECURITY } from "../openapi.js";
import { DocumentIdParamSchema, DocumentSchema } from "./workspace-schemas.js";

export const AppliedEditSchema = z
  .object({
    op: z.string().openapi({ example: "replace-text" }),
    target: z.string().openapi({
      description: "What it touched, as people count: “slide 3”, “section 2”, “tab 1, row 4”, “document”",
      example: "slide 3",
    }),
    message: z.string().openapi({ example: "Changed “1.8M” to “2.1M” in slide 3 “Revenue” (1 place)" }),
  })
  .openapi("AppliedEdit");

export const EditedDocumentSchema = z
  .object({ document: DocumentSchema, applied: z.array(AppliedEditSchema) })
  .openapi("EditedDocument");

const EXAMPLE = {
  version: 7,
  edits: [
    { op: "replace-text", part: 3, find: "1.8M", replace: "2.1M" },
    { op: "move", part: "sl_9", to: 2 },
    { op: "rename", part: "Risks", title: "Risks and mitigations" },
    { op: "remove", part: 6 },
  ],
};

const editsRoute = createRoute({
  method: "post",
  path: "/api/workspace/documents/{id}/edits",
  operationId: "editDocument",
  tags: ["Workspace"],
  summary: "Change a document by typed edits, all or nothing, as one new version",
  description:
    "The edits apply in order, each to the document as the ones before left it, and are kept with the new version (its history lists them). " +
    "A part is named by its position as people count (1 = the first slide, section or tab), its stable id from the document's `parts` (`sl_4`, `se_2`, `tb_1`; rows `rw_12`) or its exact title. " +
    "Send the `version` you read: when the document changed since, nothing changes and the answer is 409. An edit that cannot apply, or that the schema refuses, is a 400 naming it and its operation (`Edit 2 (remove): …`, details `edits.1.part`) and nothing changes. " +
    "Edits that would take the document past its limits (2 MiB serialised, 60 slides, 50 sheets, 100,000 cells a sheet) are a 413 `document_too_large` naming the limit, and nothing changes; edits that take longer than the service's budget to compute (RENDER_TIMEOUT_MS, 10 s by default) are a 413 `body_too_large`. " +
    "These are the operations the agent's revisions make, through the same engine.",
  security: SECURITY,
  request: {
    params: DocumentIdParamSchema,
    body: {
      required: true,
      content: {
        "application/json": { schema: documented(DocumentEditsBodySchema).openapi("DocumentEdits"), example: EXAMPLE },
      },
    },
  },
  responses: {
    200: jsonResponse(EditedDocumentSchema, "The document at its new version and the edits as made"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
    413: {
      ...errorResponses(413)[413],
      description:
        "`document_too_large`: the edits would take the document past its limits (the message names it); `body_too_large`: a body over its limit, or edits that ran past `RENDER_TIMEOUT_MS`",
    },
  },
});

export function documentEditRoutes(deps: Deps) {
  const router = createRouter();
  router.openapi(
    {
      ...editsRoute,
      middleware: [
        requireAuth(deps),
        rateLimit(deps, "WORKSPACE"),
        jsonBody({ maxBytes: deps.config.BODY_MAX_BYTES }),
      ] as const,
    },
    async (c) => {
      const { spaceId, userId } = c.get("principal");
      const { version, edits } = c.req.valid("json");
      const edited = await editDocument(
        { documents: deps.repos.documents, applyEdits: deps.agent.applyEdits },
        { spaceId, userId, id: c.req.valid("param").id, version, edits, signal: c.req.raw.signal },
      );
      return c.json(edited, 200);
    },
    (result, c) => {
      // An edit's schema error names the edit and its operation; anything else is said as every route says it.
      if (!result.success && result.target === "json") {
        const named = editsInvalid(result.error.issues, c.get("jsonBody"));
        if (named) throw named;
      }
      return router.defaultHook?.(result, c);
    },
  );
  return router;
}

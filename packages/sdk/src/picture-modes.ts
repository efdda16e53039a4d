// Where a new deck's pictures may come from (`images` on POST /api/agent), as values a client can offer (the web app's
// Pictures picker, the CLI's --images), checked by the compiler against the API's own enum: a mode the API adds or drops
// fails to compile here until this list follows.
import type { paths } from "./openapi.js";

type AgentBody = paths["/api/agent"]["post"]["requestBody"] extends
  { content: { "application/json": infer B } } | undefined
  ? B
  : never;
/** none, library (the space's own pictures), stock (the operator's stock provider) or generated (its image model). */
export type PictureMode = NonNullable<AgentBody["images"]>;

export const PICTURE_MODES = ["none", "library", "stock", "generated"] as const satisfies readonly PictureMode[];

/** The API's modes this list lacks: none, or the error below names them. */
type Unlisted = Exclude<PictureMode, (typeof PICTURE_MODES)[number]>;
const _everyModeListed: [Unlisted] extends [never] ? true : Unlisted = true;

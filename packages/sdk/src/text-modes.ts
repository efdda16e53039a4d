// What the agent does with the prompt's own text (`textMode` on POST /api/agent), as values a client can offer (the
// CLI's --text-mode), checked by the compiler against the API's own enum: a mode the API adds or drops fails to compile
// here until this list follows.
import type { paths } from "./openapi.js";

type AgentBody = paths["/api/agent"]["post"]["requestBody"] extends
  { content: { "application/json": infer B } } | undefined
  ? B
  : never;
/** generate (a new document about the prompt), preserve (the text kept word for word) or condense (shortened). */
export type TextMode = NonNullable<AgentBody["textMode"]>;

export const TEXT_MODES = ["generate", "preserve", "condense"] as const satisfies readonly TextMode[];

/** The API's modes this list lacks: none, or the error below names them. */
type Unlisted = Exclude<TextMode, (typeof TEXT_MODES)[number]>;
const _everyModeListed: [Unlisted] extends [never] ? true : Unlisted = true;

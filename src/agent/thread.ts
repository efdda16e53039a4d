// The face of agent/ for worker threads: what their work imports of it, without the rest of the module's imports.
export {
  askedKind,
  composeBuiltin,
  type ComposeRequest,
  type ComposeResult,
  type KindFrom,
} from "./builtin/compose-builtin.js";
export { type PromptReading, readPrompt } from "./reading/read-prompt.js";

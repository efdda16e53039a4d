// The builtin composer in this thread (tests, the CLI), loaded on its first use: the server runs it on the export pool.
import type { ComposeRunner, KindReader, PromptReader } from "./compose-builtin.js";

const composer = () => import("./compose-builtin.js");

export const composeInThread: ComposeRunner = async (request) => (await composer()).composeBuiltin(request);

export const readPromptInThread: PromptReader = async (prompt, language, signal) =>
  (await composer()).readPromptHere(prompt, language, signal);

export const askedKindInThread: KindReader = async (prompt, from, signal) =>
  (await composer()).askedKindHere(prompt, from, signal);

// A rough token count, for providers that do not report one and for fitting material into a model's context.

/** About four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

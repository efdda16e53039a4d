// JSON text that says what it holds: a source crosses threads and rows as one string, and is read back as its type
// where it is parsed, not asserted at each reader.
declare const holds: unique symbol;

/** The text of `JSON.stringify` of a T (a plain string is one of unknown). */
export type JsonOf<T> = string & { readonly [holds]?: T };

export function toJson<T>(value: T): JsonOf<T> {
  return JSON.stringify(value);
}

export function fromJson<T>(text: JsonOf<T>): T {
  return JSON.parse(text);
}

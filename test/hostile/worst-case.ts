// A request's worst case from its OpenAPI schema: every string at its maximum length, every array at its maximum count,
// every map at its maximum size, every optional field given, recursive schemas followed deep — within a byte budget, so
// the body is as big as the route allows and no bigger. One value per branch of a union at the top.
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The document's value at a local `$ref`. */
export function resolveRef(doc: Json, ref: string): Json {
  let at: unknown = doc;
  for (const part of ref.slice(2).split("/"))
    at = isObject(at) ? at[part.replaceAll("~1", "/").replaceAll("~0", "~")] : undefined;
  if (!isObject(at)) throw new Error(`reference to nothing: ${ref}`);
  return at;
}

/** How deep a schema that holds itself (a block's children) is followed. */
const MAX_DEPTH = 12;

/** Real ids by prefix (`doc`, `brand`, …): a string whose pattern is an id of that prefix gets one, so the request goes deeper. */
export type KnownIds = Record<string, string>;

class Budget {
  constructor(
    public left: number,
    readonly ids: KnownIds = {},
  ) {}
  spend(bytes: number): boolean {
    if (bytes > this.left) return false;
    this.left -= bytes;
    return true;
  }
}

/** A string of `length` characters that is no plain ASCII run (multi-byte, a quote, a backslash, a NUL). */
function longString(length: number, budget: Budget): string {
  const unit = 'é"\\<x\u0000字';
  const fits = Math.max(0, Math.min(length, Math.floor(budget.left / 4)));
  budget.spend(fits * 3);
  return unit.repeat(Math.ceil(fits / unit.length)).slice(0, fits);
}

function worst(doc: Json, schema: unknown, budget: Budget, depth: number, refs: readonly string[]): unknown {
  if (!isObject(schema)) return null;
  if (typeof schema.$ref === "string") {
    const seen = refs.filter((r) => r === schema.$ref).length;
    if (seen > 2 || depth > MAX_DEPTH) return null;
    return worst(doc, resolveRef(doc, schema.$ref), budget, depth + 1, [...refs, schema.$ref]);
  }
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum))
    return schema.enum.reduce((a: unknown, b: unknown) => (String(b).length > String(a).length ? b : a));
  for (const key of ["allOf", "anyOf", "oneOf"] as const) {
    const options = schema[key];
    if (!Array.isArray(options) || !options.length) continue;
    if (key === "allOf")
      return Object.assign({}, ...options.map((o) => worst(doc, o, budget, depth + 1, refs)).filter(isObject));
    // The richest branch: the one with the most fields, judged on its own schema (making each branch's worst case to
    // compare them would cost branches^depth for unions nested in unions).
    const richness = (option: unknown) => {
      const o = isObject(option) && typeof option.$ref === "string" ? resolveRef(doc, option.$ref) : option;
      if (!isObject(o)) return 0;
      return (
        (isObject(o.properties) ? Object.keys(o.properties).length + 2 : 0) +
        (o.type === "array" || "items" in o ? 2 : 0) +
        (isObject(o.additionalProperties) ? 1 : 0)
      );
    };
    const richest = options.reduce(
      (best: number, option, i) => (richness(option) > richness(options[best]) ? i : best),
      0,
    );
    return worst(doc, options[richest], budget, depth + 1, refs);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string": {
      const prefix = typeof schema.pattern === "string" ? /^\^\(?([a-z]+)_/.exec(schema.pattern)?.[1] : undefined;
      if (prefix && budget.ids[prefix]) return budget.ids[prefix];
      return longString(typeof schema.maxLength === "number" ? schema.maxLength : 10_000, budget);
    }
    case "integer":
      return typeof schema.maximum === "number" ? schema.maximum : Number.MAX_SAFE_INTEGER;
    case "number":
      return typeof schema.maximum === "number" ? schema.maximum : 1e308;
    case "boolean":
      return true;
    case "array": {
      const count = typeof schema.maxItems === "number" ? schema.maxItems : 10_000;
      const out: unknown[] = [];
      for (let i = 0; i < count && budget.left > 16; i++) out.push(worst(doc, schema.items, budget, depth + 1, refs));
      return out;
    }
    default: {
      const out: Json = {};
      if (isObject(schema.properties)) {
        for (const [name, property] of Object.entries(schema.properties))
          if (budget.spend(name.length + 4)) out[name] = worst(doc, property, budget, depth + 1, refs);
      }
      const extra = schema.additionalProperties;
      if (isObject(extra)) {
        const count = typeof schema.maxProperties === "number" ? schema.maxProperties : 10_000;
        for (let i = 0; i < count && budget.spend(12); i++) out[`k${i}`] = worst(doc, extra, budget, depth + 1, refs);
      }
      return out;
    }
  }
}

/** The worst case of `schema` within `maxBytes` of JSON: for a union at the top, one value per branch. */
export function worstCases(doc: Json, schema: unknown, maxBytes: number, ids: KnownIds = {}): unknown[] {
  const top = isObject(schema) && typeof schema.$ref === "string" ? resolveRef(doc, schema.$ref) : schema;
  const branches =
    isObject(top) && Array.isArray(top.anyOf ?? top.oneOf) ? ((top.anyOf ?? top.oneOf) as unknown[]) : [schema];
  return branches.map((branch) => worst(doc, branch, new Budget(maxBytes, ids), 0, []));
}

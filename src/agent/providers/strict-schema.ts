// An answer schema as OpenAI's strict structured outputs require it — every object closed with all its keys required
// (an optional key becomes nullable), open records left out, only the keywords strict mode reads — and the way back:
// the nulls strict mode forces for keys the model did not mean to set are removed before Quire validates the answer.
import type { JSONSchema7 } from "ai";

type JSONSchema7Definition = JSONSchema7 | boolean;

/** Keywords strict mode does not accept; Quire checks them itself when it validates the answer. */
const DROPPED = new Set([
  "minLength",
  "maxLength",
  "propertyNames",
  "patternProperties",
  "default",
  "format",
  "uniqueItems",
  "examples",
  "$schema",
  "if",
  "then",
  "else",
  "dependentRequired",
  "dependentSchemas",
  "contentEncoding",
  "contentMediaType",
]);

export interface StrictSchema {
  schema: JSONSchema7;
  /** The answer with the nulls strict mode added for optional keys taken out (values parsed from the model's JSON). */
  unwrap(value: unknown): unknown;
}

type Node = JSONSchema7;
const isNode = (d: JSONSchema7Definition | undefined): d is Node => !!d && typeof d === "object";
const allowsNull = (s: Node): boolean =>
  s.type === "null" ||
  (Array.isArray(s.type) && s.type.includes("null")) ||
  (s.anyOf ?? s.oneOf ?? []).some((b) => isNode(b) && allowsNull(b));

/** The strict form of `schema`, or null when strict mode cannot express it (an `allOf`, a `not`, an open root). */
export function strictSchema(schema: JSONSchema7): StrictSchema | null {
  // For each object node of the original: the keys made nullable here, whose nulls the model did not mean.
  const added = new WeakMap<Node, Set<string>>();
  let possible = true;

  const convert = (s: Node): Node => {
    if (s.allOf || s.not) possible = false;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(s)) if (!DROPPED.has(key)) out[key] = value;
    if (s.oneOf) {
      out.anyOf = s.oneOf;
      delete out.oneOf;
    }
    if (out.anyOf) out.anyOf = (out.anyOf as JSONSchema7Definition[]).map((b) => (isNode(b) ? convert(b) : b));
    if (isNode(s.items as JSONSchema7Definition)) out.items = convert(s.items as Node);
    if (s.$defs)
      out.$defs = Object.fromEntries(Object.entries(s.$defs).map(([k, v]) => [k, isNode(v) ? convert(v) : v]));
    if (s.type === "object" || s.properties) {
      const props: Record<string, Node> = {};
      const nulled = new Set<string>();
      const required = new Set(s.required ?? []);
      for (const [key, def] of Object.entries(s.properties ?? {})) {
        if (!isNode(def)) continue;
        // An open record (any key) has no strict form: it is left out, and stays optional in Quire's own schema.
        if (isNode(def.additionalProperties as JSONSchema7Definition) || def.additionalProperties === true) continue;
        const strict = convert(def);
        if (required.has(key) || allowsNull(def)) props[key] = strict;
        else {
          props[key] = {
            anyOf: [strict, { type: "null" }],
            ...(def.description ? { description: def.description } : {}),
          };
          nulled.add(key);
        }
      }
      out.properties = props;
      out.required = Object.keys(props);
      out.additionalProperties = false;
      added.set(s, nulled);
    }
    return out as Node;
  };

  const unwrapWith = (s: Node, value: unknown): unknown => {
    if (Array.isArray(value))
      return isNode(s.items as JSONSchema7Definition) ? value.map((v) => unwrapWith(s.items as Node, v)) : value;
    if (!value || typeof value !== "object") return value;
    const branches = (s.anyOf ?? s.oneOf ?? []).filter(isNode);
    if (branches.length) return unwrapWith(branchFor(branches, value as Record<string, unknown>), value);
    const nulled = added.get(s);
    const obj: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === null && nulled?.has(key)) continue;
      const def = s.properties?.[key];
      obj[key] = isNode(def) ? unwrapWith(def, v) : v;
    }
    return obj;
  };

  if (schema.type !== "object") return null;
  const converted = convert(schema);
  return possible ? { schema: converted, unwrap: (value) => unwrapWith(schema, value) } : null;
}

/** The union branch a value belongs to: the one whose `const` keys it matches (a slide's `layout`, an edit's `op`). */
function branchFor(branches: Node[], value: Record<string, unknown>): Node {
  const consts = (b: Node) =>
    Object.entries(b.properties ?? {}).filter(([, d]) => isNode(d) && d.const !== undefined) as [string, Node][];
  return (
    branches.find((b) => consts(b).length > 0 && consts(b).every(([k, d]) => value[k] === d.const)) ??
    branches.find((b) => b.type === "object" || b.properties) ??
    branches[0]!
  );
}

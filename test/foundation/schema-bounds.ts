// What an OpenAPI document lets a client send without a maximum: every string, array and map of every request schema.
type Json = Record<string, unknown>;

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
/**
 * Formats whose values have a length of their own. `binary` is a file of a multipart body or a raw upload: its bytes
 * are held by the route's byte-limited body reader, not by its schema.
 */
const BOUNDED_FORMATS = new Set(["date", "date-time", "time", "uuid", "binary", "ipv4", "ipv6"]);

/** A value with no maximum: the route ("POST /api/render") and where in its request (`body(application/json).source.theme.colors`). */
export interface Unbounded {
  route: string;
  path: string;
  problem: string;
}

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The document's value at a local `$ref` ("#/components/schemas/Theme"). */
function resolve(doc: Json, ref: string): Json {
  if (!ref.startsWith("#/")) throw new Error(`not a local reference: ${ref}`);
  let at: unknown = doc;
  for (const part of ref.slice(2).split("/"))
    at = isObject(at) ? at[part.replaceAll("~1", "/").replaceAll("~0", "~")] : undefined;
  if (!isObject(at)) throw new Error(`reference to nothing: ${ref}`);
  return at;
}

const typesOf = (schema: Json): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === "string" ? [schema.type] : [];

/** Every unbounded string, array and map under `schema`, `path` naming where it is. */
function walk(
  doc: Json,
  schema: unknown,
  path: string,
  refs: readonly string[],
  out: { path: string; problem: string }[],
): void {
  if (!isObject(schema)) return;
  if (typeof schema.$ref === "string") {
    // A schema that holds itself (a block's children) is checked once, on its first way in.
    if (refs.includes(schema.$ref)) return;
    walk(doc, resolve(doc, schema.$ref), path, [...refs, schema.$ref], out);
  }
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const options = schema[key];
    if (Array.isArray(options)) options.forEach((option, i) => walk(doc, option, `${path}<${key}[${i}]>`, refs, out));
  }
  if ("const" in schema || Array.isArray(schema.enum)) return;
  const types = typesOf(schema);
  if (types.includes("string") && typeof schema.maxLength !== "number" && !BOUNDED_FORMATS.has(String(schema.format))) {
    out.push({ path, problem: "string without maxLength" });
  }
  if (types.includes("array") || "items" in schema || "prefixItems" in schema) {
    if (typeof schema.maxItems !== "number" && !(Array.isArray(schema.prefixItems) && schema.items === false)) {
      out.push({ path, problem: "array without maxItems" });
    }
    if (Array.isArray(schema.prefixItems))
      schema.prefixItems.forEach((item, i) => walk(doc, item, `${path}[${i}]`, refs, out));
    walk(doc, schema.items, `${path}[]`, refs, out);
  }
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) walk(doc, property, `${path}.${name}`, refs, out);
  }
  const extra = schema.additionalProperties;
  const isMap = extra === true || isObject(extra) || "propertyNames" in schema || isObject(schema.patternProperties);
  if (isMap) {
    if (typeof schema.maxProperties !== "number") out.push({ path, problem: "map without maxProperties" });
    walk(doc, schema.propertyNames, `${path}{key}`, refs, out);
    walk(doc, extra, `${path}{*}`, refs, out);
    if (isObject(schema.patternProperties))
      for (const value of Object.values(schema.patternProperties)) walk(doc, value, `${path}{*}`, refs, out);
  }
}

/** Every request schema of every operation: parameters (path, query, header, cookie) and each media type of its body. */
function requestSchemas(doc: Json, pathItem: Json, operation: Json): [string, unknown][] {
  const out: [string, unknown][] = [];
  const parameters = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])];
  for (const entry of parameters) {
    const parameter = isObject(entry) && typeof entry.$ref === "string" ? resolve(doc, entry.$ref) : (entry as Json);
    if (parameter.schema) out.push([`${String(parameter.in)}.${String(parameter.name)}`, parameter.schema]);
    if (isObject(parameter.content))
      for (const [type, media] of Object.entries(parameter.content))
        out.push([`${String(parameter.in)}.${String(parameter.name)}(${type})`, (media as Json).schema]);
  }
  let body = operation.requestBody;
  if (isObject(body) && typeof body.$ref === "string") body = resolve(doc, body.$ref);
  if (isObject(body) && isObject(body.content)) {
    for (const [type, media] of Object.entries(body.content)) out.push([`body(${type})`, (media as Json).schema]);
  }
  return out;
}

/** Every string without maxLength, array without maxItems and map without maxProperties a client may send to `doc`'s routes. */
export function unboundedInRequests(doc: Json): Unbounded[] {
  const found: Unbounded[] = [];
  for (const [template, pathItem] of Object.entries((doc.paths as Record<string, Json>) ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const route = `${method.toUpperCase()} ${template}`;
      for (const [where, schema] of requestSchemas(doc, pathItem, operation)) {
        const out: { path: string; problem: string }[] = [];
        walk(doc, schema, where, [], out);
        for (const f of out) found.push({ route, ...f });
      }
    }
  }
  return found;
}

// Reads the runnable examples out of the docs and checks what each curl call answered against what the docs say.
//
// The grammar (docs/README.md "Examples" explains it to readers):
// - A fenced block whose info string is `sh example` is run; other blocks are only shown.
// - `# → STATUS [MEDIA-TYPE] [SHAPE]` states the answer of the next curl call in that block, in order: the k-th such
//   line is the k-th call. SHAPE is `{key, a.b, key: <JSON literal>}` for a JSON object (paths must exist, literals
//   must be equal), `[{key, …}]` for a JSON array (its first item), `[run, …, done]` for NDJSON (the line types, in
//   order, others may come between), and `[name, …]` for a zip (the entries it must hold).
// - `#   Header-Name: value` (or just `#   Header-Name`) right under a `# →` line: a response header and its value
//   (`$QUIRE_URL` in the value is the server's address).
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { unzipSync } from "fflate";

/** The Markdown pages under docs/ that docs/README.md links to, in its order (the order a reader goes through them). */
export function indexedPages(root: string): string[] {
  const index = join(root, "docs/README.md");
  const pages: string[] = [];
  for (const m of readFileSync(index, "utf8").matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)) {
    const file = resolve(dirname(index), m[1]!);
    if (file.startsWith(join(root, "docs")) && !pages.includes(file)) pages.push(file);
  }
  return pages;
}

export interface Expectation {
  status: number;
  mediaType?: string;
  shape?: string;
  headers: { name: string; value?: string }[];
  /** The line (1-based, in the Markdown file) the expectation is written on. */
  line: number;
}

export interface Example {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
  expectations: Expectation[];
}

export interface FencedBlock {
  info: string;
  code: string;
  line: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const ARROW = /^\s*#\s*→\s*(\d{3})(?:\s+([\w.+-]+\/[\w.+-]+))?(?:\s+(.+?))?\s*$/;
const HEADER = /^\s*#\s{2,}([A-Za-z][A-Za-z0-9-]*)(?::\s*(.*?))?\s*$/;

/** Every fenced code block of a Markdown text, with its info string and the line its fence opens on. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split("\n");
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = FENCE.exec(lines[j]!);
      if (close && close[2]!.startsWith(fence![0]!) && close[2]!.length >= fence!.length && close[3]!.trim() === "")
        break;
      body.push(indent && lines[j]!.startsWith(indent!) ? lines[j]!.slice(indent!.length) : lines[j]!);
    }
    blocks.push({ info: open[3]!.trim(), code: body.join("\n"), line: i + 1 });
    i = j;
  }
  return blocks;
}

/** The `sh example` blocks of one Markdown file with the answers they state. */
export function parseExamples(file: string, markdown: string): Example[] {
  return fencedBlocks(markdown)
    .filter((b) => b.info === "sh example")
    .map((b) => {
      const expectations: Expectation[] = [];
      b.code.split("\n").forEach((text, k) => {
        const arrow = ARROW.exec(text);
        if (arrow) {
          expectations.push({
            status: Number(arrow[1]),
            mediaType: arrow[2],
            shape: arrow[3],
            headers: [],
            line: b.line + 1 + k,
          });
          return;
        }
        const header = HEADER.exec(text);
        const last = expectations.at(-1);
        if (header && last && last.line + last.headers.length + 1 === b.line + 1 + k)
          last.headers.push({ name: header[1]!, value: header[2] || undefined });
      });
      return { file, line: b.line, code: b.code, expectations };
    });
}

/** One curl call as the stand-in recorded it: response headers (raw, every block when redirects were followed) and body. */
export interface RecordedCall {
  rawHeaders: string;
  body: Buffer | null;
}

export interface Answer {
  status: number;
  mediaType: string;
  headers: Map<string, string>;
}

/** The last response of a header dump (curl -D): its status, media type and headers by lower-case name. */
export function readAnswer(rawHeaders: string): Answer {
  const blocks = rawHeaders.split(/\r?\n\r?\n/).filter((b) => /^HTTP\/\S+ \d{3}/.test(b.trim()));
  const last = blocks.at(-1)?.trim() ?? "";
  const [statusLine = "", ...rest] = last.split(/\r?\n/);
  const headers = new Map<string, string>();
  for (const line of rest) {
    const at = line.indexOf(":");
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return {
    status: Number(/^HTTP\/\S+ (\d{3})/.exec(statusLine)?.[1] ?? 0),
    mediaType: (headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase(),
    headers,
  };
}

/** A body written with `curl -i` starts with the headers: the part after the last header block. */
function stripHeaders(body: Buffer): Buffer {
  let rest = body;
  while (/^HTTP\/\S+ \d{3}/.test(rest.subarray(0, 16).toString("latin1"))) {
    const text = rest.toString("latin1");
    const end = text.search(/\r?\n\r?\n/);
    if (end < 0) return Buffer.alloc(0);
    rest = rest.subarray(end + (text[end] === "\r" ? 4 : 2));
  }
  return rest;
}

/** What is wrong with one call's answer, as sentences; empty when it is what the docs say. */
export function checkAnswer(expected: Expectation, call: RecordedCall, vars: Record<string, string> = {}): string[] {
  const problems: string[] = [];
  const answer = readAnswer(call.rawHeaders);
  if (answer.status !== expected.status) problems.push(`status ${answer.status}, the docs say ${expected.status}`);
  if (expected.mediaType && answer.mediaType !== expected.mediaType.toLowerCase())
    problems.push(`Content-Type ${answer.mediaType || "(none)"}, the docs say ${expected.mediaType}`);
  for (const h of expected.headers) {
    const actual = answer.headers.get(h.name.toLowerCase());
    if (actual === undefined) problems.push(`no ${h.name} header`);
    else if (h.value !== undefined && actual !== expand(h.value, vars))
      problems.push(`${h.name}: ${actual}, the docs say ${h.value}`);
  }
  const body = call.body === null ? null : stripHeaders(call.body);
  const magic = MAGIC[answer.mediaType];
  if (magic && body && !body.subarray(0, magic.length).equals(Buffer.from(magic, "latin1")))
    problems.push(`the ${answer.mediaType} body does not start with ${JSON.stringify(magic)}`);
  if (!expected.shape) return problems;
  if (body === null) return [...problems, "the docs state a shape but the body was not kept (written to /dev/null?)"];
  try {
    problems.push(...checkShape(expected.shape, answer.mediaType, body));
  } catch (err) {
    problems.push(`could not check the shape ${expected.shape}: ${(err as Error).message}`);
  }
  return problems;
}

/** `$NAME` in a stated header value, as the shell would expand it. */
function expand(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{?([A-Z_][A-Z0-9_]*)\}?/g, (whole, name: string) => vars[name] ?? whole);
}

const MAGIC: Record<string, string> = {
  "application/pdf": "%PDF-",
  "application/zip": "PK",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PK",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "PK",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "PK",
  "image/png": "\x89PNG",
};

function checkShape(shape: string, mediaType: string, body: Buffer): string[] {
  if (mediaType === "application/x-ndjson") return checkLines(listItems(shape), body.toString("utf8"));
  if (mediaType === "application/zip") {
    const listed = new Set(Object.keys(unzipSync(new Uint8Array(body))));
    return listItems(shape)
      .filter((n) => !listed.has(n))
      .map((n) => `the zip holds no ${n} (it holds ${[...listed].join(", ")})`);
  }
  const value = JSON.parse(body.toString("utf8")) as unknown;
  if (shape.startsWith("[")) {
    if (!Array.isArray(value)) return ["the body is not a JSON array"];
    if (value.length === 0) return ["the JSON array is empty"];
    const inner = shape.slice(1, -1).trim();
    return inner ? checkObject(inner, value[0]) : [];
  }
  return checkObject(shape, value);
}

/** `[a, …, b]` → ["a", "b"]. */
function listItems(shape: string): string[] {
  if (!/^\[.*\]$/.test(shape)) throw new Error("expected [item, item, …]");
  return shape
    .slice(1, -1)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s && s !== "…" && s !== "...");
}

/** NDJSON: every line is JSON with seq 0, 1, 2, …, and the listed types come in this order. */
function checkLines(types: string[], text: string): string[] {
  const lines = text.split("\n").filter((l) => l.trim());
  const parsed: { type?: string; seq?: number }[] = [];
  for (const [i, l] of lines.entries()) {
    try {
      parsed.push(JSON.parse(l) as { type?: string; seq?: number });
    } catch {
      return [`line ${i + 1} is not JSON: ${l.slice(0, 80)}`];
    }
  }
  const problems: string[] = [];
  parsed.forEach((p, i) => {
    if (p.seq !== i) problems.push(`line ${i + 1} has seq ${p.seq}`);
  });
  let at = 0;
  for (const type of types) {
    const found = parsed.findIndex((p, i) => i >= at && p.type === type);
    if (found < 0) {
      problems.push(`no "${type}" line after line ${at} (types: ${parsed.map((p) => p.type).join(", ")})`);
      break;
    }
    at = found + 1;
  }
  return problems;
}

/** `{a, b.c: "x"}` against a parsed JSON value. */
function checkObject(shape: string, value: unknown): string[] {
  const inner = shape.trim().replace(/^\{/, "").replace(/\}$/, "");
  const problems: string[] = [];
  for (const entry of splitTopLevel(inner)) {
    const m = /^([\w$-]+(?:\.[\w$-]+)*)\s*(?::\s*(.+))?$/.exec(entry.trim());
    if (!m) throw new Error(`cannot read "${entry}"`);
    const [, path, literal] = m;
    const found = at(value, path!.split("."));
    if (!found.exists) {
      problems.push(`the answer has no ${path}`);
      continue;
    }
    if (literal !== undefined) {
      const want = JSON.parse(literal) as unknown;
      if (JSON.stringify(found.value) !== JSON.stringify(want))
        problems.push(`${path} is ${JSON.stringify(found.value)?.slice(0, 200)}, the docs say ${literal}`);
    }
  }
  return problems;
}

function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === "\\") i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === "[" || ch === "{") depth++;
    else if (ch === "]" || ch === "}") depth--;
    else if (ch === "," && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.filter((s) => s.trim());
}

function at(value: unknown, path: string[]): { exists: boolean; value?: unknown } {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== "object" || !Object.hasOwn(v, key)) return { exists: false };
    v = (v as Record<string, unknown>)[key];
  }
  return { exists: true, value: v };
}

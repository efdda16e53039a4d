// `quire edit | variants | regenerate`: a saved document changed by exact edits, a slide's other layouts (looked at,
// then one applied), and one slide rewritten by the model — each one new version, refused if the document moved on.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DocumentEdit, EditAnswer, QuireClient, SlideAddress } from "@quire/sdk";
import { UsageError, type Output } from "./context.js";
import { EXIT } from "./exit-codes.js";

const USAGE = {
  edit: "quire edit <document id> --op '<edit as JSON>' [--op …] | --file <edits.json | -> [--version <n>]",
  variants:
    "quire variants <document id> <slide number | sl_…> [-o|--out <dir>] [--width <120..1600>] [--force] | --apply <k> [--version <n>]",
  regenerate: 'quire regenerate <document id> <slide number | sl_…> [--instruction "…"] [--version <n>]',
};
// The routes' own limits: checked here so a bad flag fails before any call.
const MAX_EDITS = 200;
const WIDTH = { min: 120, max: 1600 };

/** A whole number from 1 as typed, else a usage error naming the flag. */
function positive(value: string, name: string, usage: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1)
    throw new UsageError(`${name} takes a whole number from 1, not “${value}”.\n${usage}`);
  return Number(value);
}

/** A slide as typed: its number (from 1) or its id (sl_4). */
function slideArgument(value: string | undefined, usage: string): SlideAddress {
  if (value === undefined) throw new UsageError(usage);
  if (/^sl_\d+$/.test(value)) return value;
  return positive(value, "<slide>", usage);
}

function parsedJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${where} is not JSON: ${(err as Error).message}\n${USAGE.edit}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The edits and version a file gives: an array of edits, or `{ edits, version? }` as the route takes it. */
function editsFromFile(path: string): { edits: unknown[]; version?: number } {
  const value = parsedJson(
    path === "-" ? readFileSync(0, "utf8") : readFileSync(path, "utf8"),
    path === "-" ? "stdin" : path,
  );
  if (Array.isArray(value)) return { edits: value };
  if (isObject(value) && Array.isArray(value.edits))
    return { edits: value.edits, ...(typeof value.version === "number" ? { version: value.version } : {}) };
  throw new UsageError(`${path} holds neither a list of edits nor {"edits": […]}.\n${USAGE.edit}`);
}

/** Each --op is one edit (or a list of them), in the order given. */
function editsFromOps(ops: string[]): unknown[] {
  return ops.flatMap((op, i) => {
    const value = parsedJson(op, `--op ${i + 1}`);
    if (isObject(value)) return [value];
    if (Array.isArray(value) && value.every(isObject)) return value;
    throw new UsageError(
      `--op ${i + 1} is not an edit: give one JSON object such as '{"op":"remove","part":2}'.\n${USAGE.edit}`,
    );
  });
}

/** What a script needs of the changed document: where it stands and its parts' ids (the full source: `quire docs get`). */
function changed(answer: EditAnswer) {
  const { id, kind, title, version, parts } = answer.document;
  return { document: { id, kind, title, version, parts }, applied: answer.applied };
}

const appliedLines = (answer: EditAnswer) => answer.applied.map((a) => `  ${a.message}`);

export async function edit(
  quire: QuireClient,
  args: string[],
  flags: { op?: string[]; file?: string; version?: string },
  out: Output,
): Promise<void> {
  const [id, ...extra] = args;
  if (!id || extra.length) throw new UsageError(USAGE.edit);
  if (!!flags.op?.length === !!flags.file)
    throw new UsageError(`Give the edits with --op (once per edit) or with --file, one of the two.\n${USAGE.edit}`);
  const given = flags.file ? editsFromFile(flags.file) : { edits: editsFromOps(flags.op!) };
  if (!given.edits.length || given.edits.length > MAX_EDITS)
    throw new UsageError(`Send 1 to ${MAX_EDITS} edits at a time, not ${given.edits.length}.\n${USAGE.edit}`);
  const version = flags.version !== undefined ? positive(flags.version, "--version", USAGE.edit) : given.version;
  // The route checks each edit against its schema and the document, naming the one it refuses.
  const answer = await quire.editDocument(id, {
    edits: given.edits as DocumentEdit[],
    ...(version !== undefined ? { version } : {}),
  });
  const { kind, title } = answer.document;
  out.result(
    changed(answer),
    [`Edited ${id}: version ${answer.document.version} (${kind} “${title}”)`, ...appliedLines(answer)].join("\n"),
  );
}

export async function variants(
  quire: QuireClient,
  args: string[],
  flags: { out?: string; output?: string; width?: string; force?: boolean; apply?: string; version?: string },
  out: Output,
): Promise<void> {
  const [id, given, ...extra] = args;
  if (!id || extra.length) throw new UsageError(USAGE.variants);
  const slide = slideArgument(given, USAGE.variants);
  const dir = flags.out ?? flags.output;
  if (flags.apply !== undefined) {
    if (dir !== undefined || flags.width !== undefined)
      throw new UsageError(
        `--apply changes the deck; --out and --width only draw the variants: one or the other.\n${USAGE.variants}`,
      );
    const k = positive(flags.apply, "--apply", USAGE.variants);
    const version = flags.version !== undefined ? positive(flags.version, "--version", USAGE.variants) : undefined;
    const answer = await quire.applySlideVariant(id, slide, k, version !== undefined ? { version } : {});
    out.result(
      changed(answer),
      [
        `Variant ${k} applied to slide ${slide} of ${id}: version ${answer.document.version}`,
        ...appliedLines(answer),
      ].join("\n"),
    );
    return;
  }
  if (flags.version !== undefined) throw new UsageError(`--version goes with --apply.\n${USAGE.variants}`);
  const width = flags.width === undefined ? undefined : Number(flags.width);
  if (width !== undefined && !(Number.isInteger(width) && width >= WIDTH.min && width <= WIDTH.max))
    throw new UsageError(`--width takes a whole number of pixels from ${WIDTH.min} to ${WIDTH.max}.`);
  // Pictures are drawn only when they are to be written.
  const answer = await quire.slideVariants(id, slide, {
    pictures: dir !== undefined,
    ...(width !== undefined ? { width } : {}),
  });
  const files =
    dir === undefined ? [] : answer.variants.map((v) => join(dir, `slide-${answer.slide.n}-variant-${v.k}.png`));
  if (dir !== undefined) {
    const taken = flags.force ? undefined : files.find((p) => existsSync(p));
    if (taken)
      throw new UsageError(`${taken} exists: add --force to overwrite it, or --out another directory.`, EXIT.io);
    mkdirSync(dir, { recursive: true });
    for (const [i, v] of answer.variants.entries()) {
      if (!v.picture) continue;
      writeFileSync(files[i]!, Buffer.from(v.picture.slice(v.picture.indexOf(",") + 1), "base64"), {
        flag: flags.force ? "w" : "wx",
      });
    }
  }
  const { n, id: slideId, layout } = answer.slide;
  const lines = [
    `Slide ${n} (${slideId}, ${layout}) of ${id}, version ${answer.version}: ${answer.variants.length ? `${answer.variants.length} other layout${answer.variants.length === 1 ? "" : "s"}` : "no other layout fits it"}`,
  ];
  const width0 = Math.max(0, ...answer.variants.map((v) => v.layout.length));
  for (const [i, v] of answer.variants.entries())
    lines.push(`  ${v.k}  ${files[i] ? `${v.layout.padEnd(width0)}  ${files[i]}` : v.layout}`);
  if (answer.variants.length)
    lines.push(`Apply one: quire variants ${id} ${n} --apply <k> --version ${answer.version}`);
  const json = {
    documentId: answer.documentId,
    version: answer.version,
    slide: answer.slide,
    variants: answer.variants.map((v, i) => ({
      k: v.k,
      layout: v.layout,
      slide: v.slide,
      ...(files[i] ? { file: files[i] } : {}),
    })),
  };
  out.result(json, lines.join("\n"));
}

export async function regenerate(
  quire: QuireClient,
  args: string[],
  flags: { instruction?: string; version?: string },
  out: Output,
): Promise<void> {
  const [id, given, ...extra] = args;
  if (!id || extra.length) throw new UsageError(USAGE.regenerate);
  const slide = slideArgument(given, USAGE.regenerate);
  const version = flags.version !== undefined ? positive(flags.version, "--version", USAGE.regenerate) : undefined;
  out.progress(`Rewriting slide ${slide}${flags.instruction ? `: ${flags.instruction}` : " (another look)"}…`);
  const answer = await quire.regenerateSlide(id, slide, {
    ...(flags.instruction !== undefined ? { instruction: flags.instruction } : {}),
    ...(version !== undefined ? { version } : {}),
  });
  // A slide the model left as it was makes no version; the warnings say why.
  const head = answer.applied.length
    ? `Slide ${slide} of ${id} rewritten: version ${answer.document.version}`
    : `Slide ${slide} of ${id} left as it was: still version ${answer.document.version}`;
  out.result(
    { ...changed(answer), warnings: answer.warnings },
    [head, ...appliedLines(answer), ...answer.warnings.map((w) => `  warning: ${w}`)].join("\n"),
  );
}

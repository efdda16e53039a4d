// .docx → a doc source: checked like a brand upload, read by mammoth into its document model, written as Markdown via blocks.
import type { Block, Footnote, Inline } from "../../formats/model/blocks.js";
import { blocksToMarkdown } from "../../formats/model/markdown/blocks-to-markdown.js";
import { SOURCE_LIMITS } from "../../formats/model/source.js";
import { AppError } from "../../lib/errors.js";
import { plural } from "../../lib/text.js";
import { WORD_PACKAGE } from "../../formats/ooxml/package-specs.js";
import { checkBudget, checkImportPackage, limitHeldParts } from "../check-package.js";
import type { Reader, SourceRef } from "../import-types.js";
import { appCount, coreTitle } from "../office-props.js";
import { namesDoc, WordBlocks } from "./blocks.js";
import { imageWarnings, readWordImages } from "./images.js";
import type { InlineContext } from "./inlines.js";
import { readWordModel, type WordModel } from "./model.js";
import { readWordNumbering } from "./numbering.js";

/**
 * The XML a Word document may unpack to. mammoth parses it whole into a DOM and then its own tree, about 57 bytes of
 * memory per byte of XML (measured: 1.9 MiB of XML grew an import by 134 MB); this keeps one import near 150 MB.
 */
const MAX_WORD_XML = 2 * 1024 * 1024;
const XML_PART = /\.(xml|rels)$/i;

/** Room for pictures in the Markdown; the rest of the 2 MiB is for the text. */
const IMAGE_ROOM = SOURCE_LIMITS.maxBytes - 512 * 1024;

export const readDocx: Reader = async (bytes, file, budget) => {
  const w = WORD_PACKAGE.wording;
  const pkg = checkImportPackage(bytes, WORD_PACKAGE, budget, {
    beforeInflate: limitHeldParts(
      MAX_WORD_XML,
      (name) => XML_PART.test(name),
      (size, limit) =>
        `The document's text and formatting (its XML parts) unpack to ${size}; Quire reads Word documents whose XML comes to at most ${limit} (roughly 100 to 150 pages, depending on formatting). Split it into smaller documents and import them one by one.`,
    ),
  });
  checkBudget(budget, w);
  // mammoth's own errors name XML internals; the person importing is told what to do instead.
  const lists = readWordNumbering(pkg);
  const { document, messages } = await readWordModel(pkg, lists?.documentXml).catch(() => {
    throw new AppError(
      "invalid_request",
      "The document could not be read: its content is damaged (malformed XML). Save it again from Word or LibreOffice and import it again.",
    );
  });
  checkBudget(budget, w);
  const { images, tally: imageTally } = await readWordImages(document, IMAGE_ROOM);

  const footnotes: Footnote[] = [];
  const labels = new Map<string, Inline | null>();
  const ctx: InlineContext = {
    images,
    unsafeLinks: 0,
    noteRef(noteType, noteId) {
      const key = `${noteType}-${noteId}`;
      if (labels.has(key)) return labels.get(key)!;
      labels.set(key, null); // a note that refers to itself ends here
      const note = document.notes.resolve({ noteType, noteId });
      const blocks = note ? converter.convert(note.body) : [];
      if (!blocks.length) return null;
      const label = String(footnotes.length + 1);
      footnotes.push({ id: label, label, blocks });
      const ref: Inline = { type: "footnoteRef", id: label, label };
      labels.set(key, ref);
      return ref;
    },
  };
  const converter = new WordBlocks(ctx, lists?.numbering);
  const blocks = converter.convert(document.children);
  checkBudget(budget, w);

  const title = pickTitle(blocks, converter.titles, coreTitle(pkg), file);
  const warnings = [
    ...imageWarnings(imageTally),
    ...leftOutWarnings(converter, ctx, document.comments.length, pkg.xml),
    ...mammothWarnings(messages),
  ];
  const markdown = fitMarkdown(blocks, footnotes, warnings);
  return {
    source: { kind: "doc", title, markdown },
    warnings,
    units: { kind: "page", count: appCount(pkg, "Pages") ?? 0 },
    refs: sectionRefs(blocks, file),
  };
};

/**
 * dc:title, else the first Title paragraph, else the first "Heading 0" paragraph, else a first-block Heading 1, else the
 * file's name; never a table of contents. The paragraph that names the doc (or repeats dc:title, as Quire's own export
 * writes it) leaves the body: a Title paragraph wherever it is, a heading only when it opens the document.
 */
function pickTitle(blocks: Block[], titles: WordBlocks["titles"], core: string | null, file: string): string {
  const first = titles.find((t) => t.kind === "title" && namesDoc(t.text)) ?? titles.find((t) => namesDoc(t.text));
  let title = namesDoc(core) ? core : (first?.text ?? "");
  const at = first && first.text === title ? blocks.indexOf(first.block) : -1;
  if (at >= 0 && (first!.kind === "title" || at === 0)) blocks.splice(at, 1);
  if (!title) {
    const h1 = blocks.find((b) => b.type === "heading" && b.level === 1 && namesDoc(plainText(b.children)));
    if (h1?.type === "heading") title = plainText(h1.children);
    if (h1 && h1 === blocks[0]) blocks.shift();
  }
  title ||= file.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "") || "Untitled document";
  return title.length > 500 ? `${title.slice(0, 499)}\u2026` : title;
}

function plainText(inlines: Inline[]): string {
  return inlines
    .map((n) => (n.type === "text" || n.type === "code" ? n.text : "children" in n ? plainText(n.children) : ""))
    .join("")
    .trim();
}

/** One reference per top-level section (h1/h2), the whole file when there is none: the rule of the other doc readers. */
function sectionRefs(blocks: Block[], file: string): SourceRef[] {
  const n = blocks.filter((b) => b.type === "heading" && b.level <= 2).length;
  return Array.from({ length: Math.max(1, n) }, () => ({ file }));
}

/** The Markdown, cut at a block boundary when the text alone passes what a doc source holds. */
function fitMarkdown(blocks: Block[], footnotes: Footnote[], warnings: string[]): string {
  let markdown = blocksToMarkdown(blocks, { images: "keep", footnotes: "refs" }, footnotes);
  if (Buffer.byteLength(markdown, "utf8") <= SOURCE_LIMITS.maxBytes) return markdown;
  let keep = blocks.length;
  while (keep > 0 && Buffer.byteLength(markdown, "utf8") > SOURCE_LIMITS.maxBytes) {
    keep = Math.floor(keep * 0.9);
    markdown = blocksToMarkdown(blocks.slice(0, keep), { images: "keep", footnotes: "refs" }, footnotes);
  }
  warnings.push(
    `The document is longer than a Quire document holds (${SOURCE_LIMITS.maxBytes / 1024 / 1024} MiB of text); it was cut after ${plural(keep, "block")} of ${blocks.length}.`,
  );
  return markdown;
}

const was = (n: number) => (n === 1 ? "was" : "were");

function leftOutWarnings(c: WordBlocks, ctx: InlineContext, comments: number, xml: Map<string, string>): string[] {
  const out: string[] = [];
  const t = c.tally;
  const one = (n: number, single: string, many: string) => (n === 1 ? single : many);
  if (comments) out.push(`${plural(comments, "comment")} ${was(comments)} left out.`);
  if (t.mergedCells)
    out.push(
      `${plural(t.mergedCells, "merged table cell")} ${was(t.mergedCells)} split: the text stays in the first cell of each merge.`,
    );
  if (t.nestedTables)
    out.push(
      `${plural(t.nestedTables, "table")} inside table cells ${was(t.nestedTables)} flattened into ${one(t.nestedTables, "its cell", "their cells")}.`,
    );
  if (t.tocEntries) out.push("The table of contents was left out (Quire makes its own from the headings).");
  if (t.deepHeadings)
    out.push(
      `${plural(t.deepHeadings, "heading")} below level 6 ${was(t.deepHeadings)} kept as ${one(t.deepHeadings, "a paragraph", "paragraphs")}.`,
    );
  if (ctx.unsafeLinks)
    out.push(
      `${plural(ctx.unsafeLinks, "link")} that ${was(ctx.unsafeLinks)} not a web or e-mail address kept only ${one(ctx.unsafeLinks, "its", "their")} text.`,
    );
  const body = [...xml]
    .filter(([name]) => /^word\/(document|footnotes|endnotes)\.xml$/.test(name))
    .map(([, text]) => text);
  const count = (re: RegExp) => body.reduce((n, text) => n + (text.match(re)?.length ?? 0), 0);
  const parts = (re: RegExp) => [...xml.keys()].filter((n) => re.test(n)).length;
  const found: [number, string, string][] = [
    [parts(/^word\/charts\/chart\d+\.xml$/i), "chart", "charts"],
    [parts(/^word\/diagrams\/data\d*\.xml$/i), "SmartArt diagram", "SmartArt diagrams"],
    [count(/<m:oMath[\s>]/g), "equation", "equations"],
    [count(/<o:OLEObject\b/g), "embedded object (OLE)", "embedded objects (OLE)"],
  ];
  for (const [n, single, many] of found) if (n) out.push(`${plural(n, single, many)} ${was(n)} left out.`);
  if ([...xml].some(([name, text]) => /^word\/(header|footer)\d*\.xml$/.test(name) && /<w:t[ >][^<]*\S/.test(text)))
    out.push("Page headers and footers were left out.");
  return out;
}

/** mammoth's messages in plain words; formatting it skips (properties, proofing marks) loses no content and is not reported. */
function mammothWarnings(messages: WordModel["messages"]): string[] {
  const unknown = new Set<string>();
  let failed = false;
  for (const m of messages) {
    const name = /^An unrecognised element was ignored: (?<name>\S+)/.exec(m.message)?.groups!.name;
    // Equations are counted from the XML; pictures by readWordImages.
    if (name) {
      if (!/Pr(Ex|Change)?$|^w:(proofErr|lastRenderedPageBreak|softHyphen|noBreakHyphen)$|^m:|\/math\}/.test(name))
        unknown.add(name.replace(/^\{[^}]*\}/, ""));
    } else if (m.type === "error" && !/image/i.test(m.message)) failed = true;
  }
  const out: string[] = [];
  if (unknown.size)
    out.push(`Some content Quire does not read was left out (Word elements ${[...unknown].slice(0, 5).join(", ")}).`);
  if (failed) out.push("Part of the document could not be read and was left out.");
  return out;
}

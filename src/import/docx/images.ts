// A Word document's pictures as data: URLs (PNG, JPEG, GIF by their bytes, within a doc's room); the rest counted as left out.
import { sniffImageType } from "../../assets/thread.js";
import { plural } from "../../lib/text.js";
import type { WordDocument, WordImage, WordNode } from "./model.js";

export interface ImageTally {
  /** Formats left out, by name ("EMF", "TIFF"), with their counts. */
  formats: Map<string, number>;
  /** Linked from outside the file, missing from it, or damaged. */
  unreadable: number;
  /** Left out because the document had no room left for them. */
  overBudget: number;
}

/** Walks the body and every referenced note in document order, reading each picture once. */
export async function readWordImages(
  doc: WordDocument,
  budgetChars: number,
): Promise<{ images: Map<WordImage, string | null>; tally: ImageTally }> {
  const found: WordImage[] = [];
  const seenNotes = new Set<string>();
  const walk = (nodes: WordNode[]) => {
    for (const n of nodes) {
      if (n.type === "image") found.push(n);
      else if (n.type === "noteReference") {
        const key = `${n.noteType}-${n.noteId}`;
        const note = seenNotes.has(key) ? null : doc.notes.resolve(n);
        seenNotes.add(key);
        if (note) walk(note.body);
      } else if ("children" in n) walk(n.children as WordNode[]);
    }
  };
  walk(doc.children);

  const images = new Map<WordImage, string | null>();
  const tally: ImageTally = { formats: new Map(), unreadable: 0, overBudget: 0 };
  let room = budgetChars;
  for (const image of found) {
    let bytes: Uint8Array;
    try {
      const data = await image.readAsArrayBuffer();
      bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    } catch {
      tally.unreadable++;
      images.set(image, null);
      continue;
    }
    const type = sniffImageType(bytes);
    if (type !== "image/png" && type !== "image/jpeg" && type !== "image/gif") {
      const claimed = image.contentType ?? "";
      // Bytes that are no image at all, under an accepted type's name, are damaged rather than another format.
      if (!type && /^image\/(png|jpe?g|gif)$/i.test(claimed)) {
        tally.unreadable++;
        images.set(image, null);
        continue;
      }
      const name = formatName(type ?? claimed);
      tally.formats.set(name, (tally.formats.get(name) ?? 0) + 1);
      images.set(image, null);
      continue;
    }
    const src = `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
    if (src.length > room) {
      tally.overBudget++;
      images.set(image, null);
      continue;
    }
    room -= src.length;
    images.set(image, src);
  }
  return { images, tally };
}

/** "image/x-emf" → "EMF", "image/svg+xml" → "SVG"; unknown → "unknown". */
function formatName(contentType: string): string {
  const sub = /^[\w.-]+\/(?:x-)?(?<subtype>[\w.-]+)/.exec(contentType.toLowerCase())?.groups!.subtype;
  if (!sub) return "unknown";
  return (sub.startsWith("svg") ? "SVG" : sub.replace(/^ms-|^vnd\.ms-/, "")).toUpperCase();
}

/** The tally in words for the result's warnings. */
export function imageWarnings(t: ImageTally): string[] {
  const out: string[] = [];
  const was = (n: number) => (n === 1 ? "was" : "were");
  const formats = [...t.formats.values()].reduce((a, b) => a + b, 0);
  if (formats)
    out.push(
      `${plural(formats, "picture")} in formats other than PNG, JPEG and GIF (${[...t.formats.keys()].join(", ")}) ${was(formats)} left out.`,
    );
  if (t.unreadable)
    out.push(
      `${plural(t.unreadable, "picture")} linked from outside the file, missing from it or damaged ${was(t.unreadable)} left out; linked files are never fetched.`,
    );
  if (t.overBudget)
    out.push(
      `${plural(t.overBudget, "picture")} ${was(t.overBudget)} left out to keep the document within the 2 MiB a Quire source may hold.`,
    );
  return out;
}

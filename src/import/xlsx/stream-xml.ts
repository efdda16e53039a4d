// An XML part read as SAX events while it inflates, so a packed part is never held whole: the package checks it
// skipped (text encoding, DOCTYPE) made as it streams, in the same words.
import { SaxesParser } from "saxes";
import { doctypeMessage, type ValidatedPackage } from "../../formats/ooxml/check-package.js";
import { refuse, type PackageWording } from "../../formats/ooxml/package-wording.js";
import { xmlEncoding } from "../../formats/ooxml/xml.js";
import { inflateEntryChunks } from "../../formats/ooxml/zip-read.js";
import { AppError } from "../../lib/errors.js";

export interface XmlHandlers {
  /** An element starts; its name without its prefix (Strict and transitional files read alike). */
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** A part's bytes handed over in chunks; `onChunk` returns false to stop. */
export type PartChunks = (onChunk: (chunk: Uint8Array) => boolean) => void;

/** A part of the package in chunks: inflated as it is read when left packed, else its bytes as the check inflated them. */
export function partChunks(
  bytes: Uint8Array,
  pkg: ValidatedPackage<string>,
  name: string,
  w: PackageWording,
): PartChunks | undefined {
  const entry = pkg.packed.get(name);
  if (entry) return (onChunk) => inflateEntryChunks(bytes, entry, w, onChunk);
  const data = pkg.parts.get(name);
  return data && ((onChunk) => void onChunk(data));
}

/** When a reader has what it needs of a part. */
export interface StreamEnd {
  /** Asked after each chunk: true ends the parsing there. */
  done?: () => boolean;
  /** Takes the rest of the part's text, unparsed, once `done`; without it the rest is not read at all. */
  rest?: (text: string) => void;
}

/**
 * Streams one part through the handlers, then (see `StreamEnd`) what is left to `rest` or nowhere: that text is
 * not checked as XML. Malformed XML throws `damaged`; a DOCTYPE or bad text, the package's refusal.
 */
export function streamXml(
  name: string,
  chunks: PartChunks,
  w: PackageWording,
  handlers: XmlHandlers,
  damaged: () => AppError,
  until: StreamEnd = {},
): void {
  const done = until.done ?? (() => false);
  const parser = new SaxesParser({ position: false });
  const badText = () => refuse(`The part "${name}" is not valid UTF-8 or UTF-16 text; the file is damaged.`, w);
  parser.on("doctype", () => {
    throw refuse(doctypeMessage(name), w);
  });
  // Without namespace processing (xmlns unset) saxes gives attributes as plain strings.
  parser.on("opentag", (tag) => handlers.open(localName(tag.name), tag.attributes as Record<string, string>));
  parser.on("closetag", (tag) => handlers.close(localName(tag.name)));
  parser.on("text", handlers.text);
  parser.on("cdata", handlers.text);
  let decoder: TextDecoder | undefined;
  let parsing = true;
  try {
    chunks((chunk) => {
      if (!decoder) {
        const { label, skip } = xmlEncoding(chunk);
        decoder = new TextDecoder(label, { fatal: true });
        chunk = chunk.subarray(skip);
      }
      const text = decode(decoder, chunk, badText);
      if (!parsing) return (until.rest?.(text), true);
      parser.write(text);
      if (done()) parsing = false;
      return parsing || !!until.rest;
    });
    if (!parsing) return;
    if (decoder) parser.write(decode(decoder, undefined, badText));
    parser.close();
  } catch (err) {
    // Refusals and the reader's own errors (its time budget) pass; the parser's are a damaged part.
    if (err instanceof AppError) throw err;
    throw damaged();
  }
}

function decode(decoder: TextDecoder, chunk: Uint8Array | undefined, badText: () => AppError): string {
  try {
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  } catch {
    throw badText();
  }
}

// A file's real title: the one its reader found, unless that is front matter ("CONTENTS", a cover label, a running
// header), then its first heading that names it, else its file name.
import type { Source } from "../../formats/model/source.js";
import { isFrontMatterHeading, isFrontMatterLine, repeatKey, RUNNING_REPEATS } from "./front-matter.js";
import { opensContent, sectionRole } from "./section-role.js";

const stem = (file: string) => file.replace(/^.*[\\/]/, "").replace(/\.[a-z0-9]{1,5}$/i, "");

/** A line said on most pages of a document: a running header, not its title. */
function repeats(markdown: string, title: string): boolean {
  const key = repeatKey(title);
  let n = 0;
  for (const line of markdown.split("\n"))
    if (repeatKey(line.replace(/^#+\s*/, "")) === key && ++n >= RUNNING_REPEATS) return true;
  return false;
}

/** Whether a heading can stand as the document's title. */
function namesIt(text: string): boolean {
  const t = text.trim();
  return (
    t.length >= 3 &&
    t.length <= 300 &&
    !isFrontMatterHeading(t) &&
    !isFrontMatterLine(t) &&
    !opensContent(t) &&
    sectionRole(t) === "body"
  );
}

/** The headings a source opens with, in order: a doc's, a deck's slide titles. */
function headings(source: Source): string[] {
  if (source.kind === "doc")
    return [...source.markdown.matchAll(/^#{1,3}\s+(?<heading>.+)$/gm)].map((m) =>
      m.groups!.heading!.replace(/\\(?<escaped>.)/g, "$<escaped>").trim(),
    );
  if (source.kind === "deck")
    return source.slides.map((s) => ("title" in s && s.title ? s.title.trim() : "")).filter(Boolean);
  return [];
}

/** The file's own title, or its first heading that names it when that title is front matter or only its name, else its name. */
export function documentTitle(source: Source, file: string): string {
  const own = source.title.trim();
  const text = source.kind === "doc" ? source.markdown : "";
  // A reader that found no title names the file by its name: a heading that names the document is better.
  const named = own && !(own === stem(file) && stem(file) !== file);
  if (named && !isFrontMatterHeading(own) && !(text && repeats(text, own))) return own;
  return headings(source).find((h) => namesIt(h) && !(text && repeats(text, h))) ?? (stem(file) || own || "Untitled");
}

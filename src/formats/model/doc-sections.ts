// A doc's Markdown as parts: the head (title and lead before the first `## `) and its `## ` sections, and back.
/** A doc's part: one `## ` section, its heading and the Markdown under it (edit-schema.ts validates it as `SectionSchema`). */
export interface Section {
  heading: string;
  markdown: string;
}

export interface DocParts {
  head: string;
  sections: Section[];
}

const FENCE = /^(```|~~~)/;

export function splitDoc(markdown: string): DocParts {
  const lines = markdown.split("\n");
  const head: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  let fenced = false;
  for (const line of lines) {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = !fenced && /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) sections.push({ heading: heading[1]!, lines: [] });
    else (sections.at(-1)?.lines ?? head).push(line);
  }
  return {
    head: head.join("\n").trim(),
    sections: sections.map((s) => ({ heading: s.heading, markdown: s.lines.join("\n").trim() })),
  };
}

export function joinDoc(parts: DocParts): string {
  const blocks = [
    parts.head,
    ...parts.sections.map((s) => (s.markdown ? `## ${s.heading}\n\n${s.markdown}` : `## ${s.heading}`)),
  ].filter(Boolean);
  return blocks.join("\n\n") + "\n";
}

/** The `# ` title line of a doc's head, replaced (or added when there is none). */
export function retitleHead(head: string, title: string): string {
  return /^#\s+.*$/m.test(head)
    ? head.replace(/^#\s+.*$/m, `# ${title}`)
    : [`# ${title}`, head].filter(Boolean).join("\n\n");
}

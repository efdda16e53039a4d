// Markdown image destinations: inline and reference images found and swapped; links, code and plain text left alone.
import { describe, expect, it } from "vitest";
import { findMarkdownImages, replaceMarkdownImages } from "../../src/assets/markdown-images.js";

const ID = "asset_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";

describe("markdown images", () => {
  it("finds inline images (with angle brackets and titles) and reference images", () => {
    const md = [
      `# Title`,
      ``,
      `![Logo](${ID}) and ![x](<https://a.example/p.png> "t")`,
      ``,
      `![Chart][c] ![Shortcut]`,
      ``,
      `[c]: ${ID}`,
      `[shortcut]: https://b.example/s.png`,
      `[unused]: https://c.example/u.png`,
    ].join("\n");
    expect(findMarkdownImages(md).map((d) => d.src)).toEqual([
      ID,
      "https://a.example/p.png",
      ID,
      "https://b.example/s.png",
    ]);
  });

  it("leaves links, code blocks and code spans alone", () => {
    const md = [
      `[link](${ID})`,
      "```",
      `![in code](${ID})`,
      "```",
      `Inline \`![span](${ID})\` text`,
      `    not a fence`,
      `~~~md`,
      `![tilde](${ID})`,
      `~~~`,
    ].join("\n");
    expect(findMarkdownImages(md)).toEqual([]);
  });

  it("swaps only what the replacer answers for, keeping every other byte", () => {
    const md = `a ![one](${ID}) b ![two](https://x.example/a.png) c\n\n![three][r]\n\n[r]: <${ID}>\n`;
    const out = replaceMarkdownImages(md, (src) => (src === ID ? "data:image/png;base64,AAAA" : undefined));
    expect(out).toBe(
      `a ![one](data:image/png;base64,AAAA) b ![two](https://x.example/a.png) c\n\n![three][r]\n\n[r]: <data:image/png;base64,AAAA>\n`,
    );
    expect(replaceMarkdownImages(md, () => undefined)).toBe(md);
  });
});

// Bench: render the 50-page doc and the 30-slide deck to HTML, in-process and over HTTP, beside pandoc -f gfm -t html.
import MarkdownIt from "markdown-it";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { parseSource } from "../../src/formats/model/parse-source.js";
import { startChild } from "../http-harness.js";
import { ms, record, time, timeCommand, type BenchModule, type Timing } from "../lib.js";
import { benchDeck, benchMarkdown } from "../workload.js";

/** Sequential POSTs (one client, like a live preview) timed end to end, body read included. */
async function timeHttp(url: string, body: string, runs = 40, warmup = 15): Promise<Timing> {
  return time(
    async () => {
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
      if (res.status !== 200) throw new Error(`render answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      await res.arrayBuffer();
    },
    runs,
    warmup,
  );
}

const ratio = (anchor: Timing, ours: Timing) => `${(anchor.median / ours.median).toFixed(1)}× faster than pandoc`;

const mod: BenchModule = {
  name: "render: source → HTML (doc 50 pages, deck 30 slides)",
  async run() {
    const markdown = benchMarkdown();
    const deck = benchDeck();
    const docRequest = { source: markdown };
    const deckRequest = { source: deck };

    const docIn = await time(() => renderHtml(parseSource(docRequest).source), 60, 10);
    // Same-run reference: markdown-it's own md → html (about 11 ms on a quiet machine), to read the load.
    const plain = new MarkdownIt();
    const library = await time(() => plain.render(markdown), 60, 10);
    const deckIn = await time(() => renderHtml(parseSource(deckRequest).source), 200, 20);
    const pandoc = timeCommand("pandoc", ["-f", "gfm", "-t", "html"], 5, markdown);
    const bytes = renderHtml(parseSource(docRequest).source).html.length;
    record({
      group: "render",
      name: `50-page doc (${Math.round(markdown.length / 1024)} KB md → ${Math.round(bytes / 1024)} KB html), in-process parse+render`,
      ours: ms(docIn),
      anchor: `markdown-it.render alone ${ms(library)}`,
      ratio: `${(docIn.median / library.median).toFixed(2)}× markdown-it's own time`,
      bar: "≤ 15 ms",
    });
    record({ group: "render", name: "30-slide deck, in-process validate+render", ours: ms(deckIn), bar: "≤ 5 ms" });

    const server = await startChild(
      "src/main.ts",
      { RATE_LIMIT_RENDER_PER_MINUTE: "1000000", RATE_LIMIT_RENDER_PER_DAY: "100000000" },
      "/api/health",
    );
    try {
      const url = `${server.url}/api/render`;
      const docHttp = await timeHttp(url, JSON.stringify(docRequest));
      const deckHttp = await timeHttp(url, JSON.stringify(deckRequest));
      record({
        group: "render",
        name: "50-page doc over HTTP (POST /api/render, JSON answer)",
        ours: ms(docHttp),
        anchor: pandoc ? `pandoc -f gfm -t html (whole process) ${ms(pandoc)}` : "pandoc not installed",
        ratio: pandoc ? ratio(pandoc, docHttp) : undefined,
        bar: "≥ 30× faster than pandoc",
      });
      record({ group: "render", name: "30-slide deck over HTTP (POST /api/render, JSON answer)", ours: ms(deckHttp) });
    } finally {
      await server.stop();
    }
  },
};
export default mod;

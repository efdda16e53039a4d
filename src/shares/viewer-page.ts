// The page a share link opens: Quire's own, with nothing of the owner's account. A deck one slide at a time (each the
// picture its export draws, its words as the alternative text; links page through without script), a doc or sheet its
// safe HTML in a sandboxed frame; a password form that shows nothing of the document; the one "no such link" page.
import { esc } from "../formats/html/escape.js";

/** Quire's page: our own script and styles only; the document's HTML is in a sandboxed frame of this origin. */
export function viewerCsp(embed: boolean): string {
  return `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors ${embed ? "*" : "'none'"}`;
}

export interface ViewerSlide {
  title: string;
  /** The slide's words, the picture's alternative text. */
  text: string;
}

export interface ViewerPage {
  token: string;
  /** The unlock key a password gave, carried in every address of the page. */
  unlock?: string;
  embed: boolean;
  title: string;
  lang: string;
  kind: "deck" | "doc" | "sheet";
  slides: ViewerSlide[];
  /** 1-based, within the deck. */
  current: number;
  /** Width over height of a slide picture. */
  aspect: number;
  downloads: readonly string[];
  present: boolean;
}

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#16181d;color:#f3f4f6;display:flex;flex-direction:column}
header{display:flex;gap:1rem;align-items:center;justify-content:space-between;padding:.6rem 1rem;border-bottom:1px solid #2c313a;flex-wrap:wrap}
h1{font-size:1.05rem;margin:0;font-weight:600;overflow-wrap:anywhere}
header nav{display:flex;gap:.5rem;flex-wrap:wrap}
a{color:#cfe1ff}a.button,button{display:inline-block;padding:.35rem .75rem;border:1px solid #4b5563;border-radius:6px;background:#22262e;color:#f3f4f6;text-decoration:none;font:inherit;cursor:pointer}
a.button:hover,button:hover,a.button:focus-visible,button:focus-visible{background:#2f3541;outline:2px solid #8ab4ff;outline-offset:1px}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:1rem;gap:.75rem;min-height:0}
.stage{margin:0;width:100%;max-width:min(100%,calc((100vh - 13rem) * var(--aspect)));display:flex;justify-content:center}
.stage img{width:100%;height:auto;aspect-ratio:var(--aspect);background:#fff;border-radius:4px;box-shadow:0 4px 24px #0008;display:block}
.pager{display:flex;gap:1rem;align-items:center}
.pager [aria-disabled=true]{opacity:.35;pointer-events:none}
.count{min-width:5rem;text-align:center;font-variant-numeric:tabular-nums}
.contents{max-width:60rem;width:100%}.contents summary{cursor:pointer;color:#cfe1ff}
.contents ol{columns:2;column-gap:2rem;margin:.5rem 0}.contents a[aria-current]{font-weight:700}
iframe.document{flex:1;width:100%;max-width:70rem;border:0;background:#fff;border-radius:4px;min-height:70vh}
.lock{max-width:24rem;width:100%;display:flex;flex-direction:column;gap:.75rem}
.lock input{padding:.5rem;border-radius:6px;border:1px solid #4b5563;background:#0f1115;color:#f3f4f6;font:inherit}
.error{color:#fecaca}
body.embed header{display:none}body.embed main{padding:.25rem}body.embed .contents{display:none}
`;

function head(title: string, lang: string): string {
  return (
    `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title><style>${STYLE}</style>`
  );
}

/** `?slide=…&k=…&embed=1` as the page's links carry them. */
function query(page: Pick<ViewerPage, "unlock" | "embed">, more: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(more)) params.set(k, String(v));
  if (page.unlock) params.set("k", page.unlock);
  if (page.embed) params.set("embed", "1");
  const text = params.toString();
  return text ? `?${text.replace(/&/g, "&amp;")}` : "";
}

export const PICTURE_WIDTH = 1600;

export function viewerPage(page: ViewerPage): string {
  const base = `/api/shared/${page.token}`;
  // What leaves the page (presenting, files, the document's frame) carries the unlock key alone.
  const unlocked = query({ unlock: page.unlock, embed: false });
  const nav = [
    ...(page.present && page.kind === "deck"
      ? [`<a class="button" href="/s/${page.token}/present${unlocked}" target="_top">Present</a>`]
      : []),
    ...page.downloads.map(
      (f) => `<a class="button" href="${base}/download/${f}${unlocked}" download>Download ${f.toUpperCase()}</a>`,
    ),
  ].join("");
  const header = `<header><h1>${esc(page.title)}</h1><nav aria-label="Document">${nav}</nav></header>`;
  const body =
    page.kind === "deck"
      ? deckBody(page, base)
      : `<main><iframe class="document" sandbox src="${base}/content${unlocked}" title="${esc(page.title)}"></iframe></main>`;
  return `${head(page.title, page.lang)}<script src="/s/viewer.js" defer></script></head><body class="${page.embed ? "embed" : ""}" data-kind="${page.kind}">${header}${body}</body></html>`;
}

function deckBody(page: ViewerPage, base: string): string {
  const n = page.current;
  const total = page.slides.length;
  const slide = page.slides[n - 1]!;
  const link = (to: number, rel: string, label: string) =>
    `<a class="button" rel="${rel}" href="${query(page, { slide: Math.min(Math.max(to, 1), total) })}"${to < 1 || to > total ? ' aria-disabled="true" tabindex="-1"' : ""}>${label}</a>`;
  const pictures = page.slides
    .map(
      (s, i) =>
        `<li><a href="${query(page, { slide: i + 1 })}" data-alt="${esc(s.text)}"${i + 1 === n ? ' aria-current="page"' : ""}>${esc(s.title || `Slide ${i + 1}`)}</a></li>`,
    )
    .join("");
  const pictureQuery = query({ unlock: page.unlock, embed: false }, { width: PICTURE_WIDTH });
  return (
    `<main style="--aspect:${page.aspect.toFixed(4)}" data-picture="${base}/slides/{n}.png${pictureQuery}" data-count="${total}">` +
    `<figure class="stage"><img id="slide" src="${base}/slides/${n}.png${pictureQuery}" alt="${esc(slide.text)}" width="${PICTURE_WIDTH}" height="${Math.round(PICTURE_WIDTH / page.aspect)}" data-slide="${n}"></figure>` +
    `<nav class="pager" aria-label="Slides">${link(n - 1, "prev", "‹ Previous")}<span class="count" aria-live="polite">${n} / ${total}</span>${link(n + 1, "next", "Next ›")}</nav>` +
    `<details class="contents"><summary>All slides</summary><ol>${pictures}</ol></details></main>`
  );
}

export function passwordPage(token: string, embed: boolean, error?: string): string {
  return (
    `${head("A protected link", "en")}</head><body class="${embed ? "embed" : ""}"><main><form class="lock" method="post" action="/s/${token}">` +
    `<h1>This link asks for a password</h1>${error ? `<p class="error" role="alert">${esc(error)}</p>` : ""}` +
    `<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" autofocus>` +
    `${embed ? '<input type="hidden" name="embed" value="1">' : ""}<button type="submit">Open</button></form></main></body></html>`
  );
}

export function missingPage(): string {
  return `${head("Link not found", "en")}</head><body><main><h1>This link does not exist, or no longer works.</h1><p>Ask whoever sent it for a new one.</p></main></body></html>`;
}

// The deck stylesheet: slides at the deck's size, laid out in container units (widths), one designed treatment per layout.
import { DEFAULT_SLIDE_SIZE, SLIDE_SIZES, cssAspect, type SlideSize } from "../model/slide-size.js";
import { CHART_CSS } from "./render-chart.js";
import { KINDS_CSS } from "./render-kinds.js";

/** The class that gives a deck's slides their aspect ratio. */
export const sizeClass = (size: SlideSize = DEFAULT_SLIDE_SIZE) => `size-${size.replace(":", "x").toLowerCase()}`;
const SIZE_CSS = SLIDE_SIZES.map((s) => `.${sizeClass(s)} .slide{aspect-ratio:${cssAspect(s)}}`).join("\n");

export const DECK_CSS = `body.deck{background:var(--page);padding:2.5rem 1.25rem 4rem}
.deck-head{max-width:1280px;margin:0 auto 1.25rem;display:flex;justify-content:space-between;align-items:baseline;gap:1rem;color:var(--muted);font-size:.9rem}
.deck-head h1{font-size:1.05rem;margin:0;color:var(--text);letter-spacing:0}
.slides{display:flex;flex-direction:column;gap:2.25rem;align-items:center}
.slide{container-type:inline-size;position:relative;width:100%;max-width:1280px;aspect-ratio:16/9;overflow:hidden;background:var(--bg);color:var(--text);border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 18px 50px -18px rgba(0,0,0,.28)}
.slide .in{position:absolute;inset:0;padding:5.2cqw 6.4cqw 6.4cqw;display:flex;flex-direction:column;font-size:2.05cqw;line-height:1.45}
.slide h2.t{font-family:var(--font-heading);font-size:3.5cqw;line-height:1.12;margin:0 0 2.6cqw;letter-spacing:-.015em;font-weight:700}
.slide h2.t::after{content:"";display:block;width:5cqw;height:.45cqw;border-radius:.3cqw;background:var(--accent);margin-top:1.5cqw}
.slide .foot{position:absolute;left:6.4cqw;right:6.4cqw;bottom:2.4cqw;display:flex;justify-content:space-between;font-size:1.1cqw;color:var(--muted);letter-spacing:.02em}
.slide .body{flex:1;min-height:0;overflow:hidden}
.slide.sparse .body,.slide.sparse .cols>div{display:flex;flex-direction:column;justify-content:center}.slide.sparse .cols{align-items:stretch}
.slide .body>:first-child{margin-top:0}
.slide p{margin:0 0 .8em}.slide h3,.slide h4,.slide h5,.slide h6{margin:.2em 0 .5em;font-size:1.15em}
.slide pre.code{font-size:.72em;border-radius:.8cqw}
.slide ul,.slide ol{margin:0 0 .6em;padding-left:1.3em}
.slide ul.b{list-style:none;padding:0;margin:0}
.slide ul.b>li{position:relative;padding-left:1.6em;margin:0 0 .75em}
.slide ul.b>li::before{content:"";position:absolute;left:.15em;top:.5em;width:.5em;height:.5em;border-radius:50%;background:var(--accent)}
.slide ul.b ul{list-style:none;padding:0;margin:.45em 0 0;font-size:.86em;color:var(--muted)}
.slide ul.b ul li{position:relative;padding-left:1.3em;margin:0 0 .35em}
.slide ul.b ul li::before{content:"";position:absolute;left:.1em;top:.68em;width:.55em;height:.14em;background:var(--accent2)}
.slide.dense .in{font-size:1.7cqw}.slide.xdense .in{font-size:1.4cqw}
.slide .table-wrap{margin:0;overflow:hidden}.slide table{font-size:.82em}.slide.dense table{font-size:.7em}.slide.xdense table{font-size:.58em}
.slide td.num,.slide th.num{text-align:right}
.L-title .in{justify-content:center;background:radial-gradient(circle at 88% 18%,var(--tint) 0 22cqw,transparent 22.1cqw),linear-gradient(135deg,var(--bg) 55%,var(--tint))}
.L-title .in::before{content:"";position:absolute;left:6.4cqw;top:0;width:1cqw;height:14cqw;background:var(--accent);border-radius:0 0 .5cqw .5cqw}
.L-title h2{font-family:var(--font-heading);font-size:5.6cqw;line-height:1.04;margin:0 0 2cqw;letter-spacing:-.025em;max-width:80%}
.L-title .sub{font-size:2.3cqw;color:var(--muted);margin:0;max-width:70%}
.L-section .in{justify-content:flex-end;background:var(--accent);color:var(--on-accent);padding-bottom:9cqw}
.L-section h2{font-family:var(--font-heading);font-size:5cqw;line-height:1.05;margin:0;letter-spacing:-.02em;max-width:85%}
.L-section .sub{font-size:2.1cqw;margin:1.6cqw 0 0;opacity:.85}
.L-section .foot{color:var(--on-accent);opacity:.7}
.L-section .in::after{content:"";position:absolute;right:-8cqw;top:-8cqw;width:34cqw;height:34cqw;border-radius:50%;border:3cqw solid currentColor;opacity:.12}
.cols{flex:1;min-height:0;display:grid;grid-template-columns:1fr 1fr;gap:4.5cqw}
.cols>div{min-width:0;overflow:hidden}.cols>div+div{border-left:.15cqw solid var(--line);padding-left:4.5cqw}
.cols strong:first-child{color:var(--accent-on-bg)}
.chart-box{flex:1;min-height:0}
.L-quote .in{justify-content:center;padding-left:12cqw;padding-right:10cqw;background:linear-gradient(90deg,var(--tint),var(--bg) 60%)}
.L-quote .mark{position:absolute;left:4.5cqw;top:3cqw;font-family:Georgia,serif;font-size:20cqw;line-height:1;color:var(--accent);opacity:.9}
.L-quote blockquote{margin:0;padding:0;border:0;background:none;color:var(--text);font-family:var(--font-heading);font-size:3.3cqw;line-height:1.28;letter-spacing:-.01em}
.L-quote.dense blockquote{font-size:2.4cqw}
.L-quote .by{margin:2.6cqw 0 0;font-size:1.8cqw;color:var(--muted)}.L-quote .by::before{content:"— "}
.L-image figure{flex:1;min-height:0;margin:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1cqw}
.L-image figure img{flex:1;width:100%;min-height:0;object-fit:contain;border-radius:.8cqw}
.L-image figcaption{font-size:1.3cqw;color:var(--muted)}
.L-image .img-missing{font-size:1.8cqw;padding:4cqw 6cqw}
.slide>.art{position:absolute;inset:0;width:100%;height:100%;display:block}
.slide.open .in{background:none;color:var(--ink);justify-content:center;padding-right:38cqw}
.slide.open .in::before,.slide.open .in::after{display:none}
.slide.open h2{color:inherit;max-width:100%}
.slide.open h2::before{content:"";display:block;width:9.2cqw;height:.62cqw;background:var(--rule);margin:0 0 2.2cqw}.slide.open .sub{color:inherit;opacity:.92;max-width:100%}
.slide.open .foot{color:var(--ink);opacity:.75;right:38cqw}
aside.notes{display:none}
@media print{body.deck{padding:0;background:#fff}.deck-head{display:none}.slides{gap:0}.slide{border-radius:0;box-shadow:none;break-after:page}}
${SIZE_CSS}
${CHART_CSS}
${KINDS_CSS}`;

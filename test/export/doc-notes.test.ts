// A builtin-composed doc in each of the ten languages, exported as slides (pptx, and the deck's HTML and PDF): the
// composer's note to the author ("fill in the bracketed gaps …") is in the speaker notes and on no slide.
import { execFileSync } from "node:child_process";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { LANGUAGES, type Lang } from "../../src/agent/reading/language.js";
import { sayIn } from "../../src/agent/builtin/scaffold-text.js";
import { exportSource } from "../../src/formats/export-source.js";
import { isAuthorNote } from "../../src/formats/doc-to-deck/author-notes.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { renderDeckToPdf } from "../../src/formats/pdf/index.js";
import { docToDeck } from "../../src/formats/pptx/render-doc-to-pptx.js";
import type { Doc } from "../../src/formats/model/source.js";
import { pdfText, savePdf } from "../pdf/poppler.js";

const PROMPTS: Record<Lang, string> = {
  en: "An onboarding guide for new nurses on the cardiology ward",
  de: "Ein Leitfaden für neue Pflegekräfte auf der Kardiologie",
  fr: "Un guide d'accueil pour les nouvelles infirmières du service de cardiologie",
  es: "Una guía de bienvenida para las nuevas enfermeras de cardiología",
  pt: "Um guia de acolhimento para os novos enfermeiros de cardiologia",
  it: "Una guida di benvenuto per i nuovi infermieri di cardiologia",
  nl: "Een welkomstgids voor nieuwe verpleegkundigen op de afdeling cardiologie",
  ja: "循環器病棟の新人看護師向けオンボーディングガイド",
  zh: "心脏科新护士入职指南",
  ar: "دليل تعريفي للممرضين الجدد في قسم أمراض القلب",
};

/** A builtin doc in the language, carrying the composer's gap note (put where the composer puts it, should it stop writing one). */
function builtinDoc(lang: Lang): { doc: Doc; note: string } {
  const note = sayIn(lang)("fillGapsDoc");
  const doc = composeSource(PROMPTS[lang], { kind: "doc", language: lang }).source as Doc;
  if (doc.markdown.includes(note)) return { doc, note };
  return { doc: { ...doc, markdown: doc.markdown.replace(/^(# .*\n)/, `$1\n> ${note}\n`) }, note };
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
const runs = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => unescapeXml(m[1]!)).join("");
const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");

const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("the builtin's note to the author, exported as slides", () => {
  it("is recognised as a note in every language, for docs and decks alike", () => {
    for (const lang of LANGUAGES) {
      expect(isAuthorNote(sayIn(lang)("fillGapsDoc")), lang).toBe(true);
      expect(isAuthorNote(sayIn(lang)("fillGaps")), lang).toBe(true);
    }
  });

  it.each(LANGUAGES.map((l) => [l]))(
    "%s: pptx slides do not show it; the title slide's notes hold it",
    async (lang) => {
      const { doc, note } = builtinDoc(lang);
      const { bytes } = await exportSource(doc, "pptx");
      const files = unzipSync(bytes);
      const slides = Object.keys(files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
      const notes = Object.keys(files).filter((n) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(n));
      expect(slides.length).toBeGreaterThan(1);
      for (const name of slides) expect(runs(strFromU8(files[name]!)), name).not.toContain(note.slice(0, 24));
      expect(runs(strFromU8(files["ppt/slides/slide1.xml"]!))).toContain(doc.title);
      expect(notes.map((n) => runs(strFromU8(files[n]!))).join("\n")).toContain(note);
    },
  );

  it.each(LANGUAGES.map((l) => [l]))("%s: the deck's HTML shows it only in the hidden speaker notes", (lang) => {
    const { doc, note } = builtinDoc(lang);
    const html = unescapeHtml(renderHtml(docToDeck(doc)).html.replace(/<wbr>/g, ""));
    const asides = [...html.matchAll(/<aside class="notes"[^>]*>([\s\S]*?)<\/aside>/g)].map((m) => m[1]!).join("\n");
    const visible = html.replace(/<aside class="notes"[^>]*>[\s\S]*?<\/aside>/g, "");
    expect(visible).not.toContain(note.slice(0, 24));
    expect(asides).toContain(note.slice(0, 24));
  });

  it.skipIf(!hasPoppler).each(LANGUAGES.filter((l) => !["ja", "zh", "ar"].includes(l)).map((l) => [l]))(
    "%s: the deck's PDF does not print it",
    async (lang) => {
      const { doc, note } = builtinDoc(lang);
      const { bytes } = await renderDeckToPdf(docToDeck(doc));
      const text = pdfText(savePdf(bytes)).replace(/\s+/g, " ");
      expect(text).toContain(doc.title.split(" ")[0]!);
      expect(text).not.toContain(note.split(" ").slice(0, 4).join(" "));
    },
  );
});

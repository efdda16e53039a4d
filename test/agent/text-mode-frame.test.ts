// Pasted notes with a frame (date, place, who at the top), headings over dated lines that start lower-case ("am 4.
// April …"), over "Label: value" lines ("iPads: 120") and over one longer fragment, in ten languages: every heading heads its
// own lines, the frame is a titled slide of its own (never a heading's text), no slide is untitled, no word added.
import { describe, expect, it } from "vitest";
import { composeTextMode } from "../../src/agent/builtin/text-modes/compose-text-mode.js";
import { shownText } from "../../src/agent/builtin/text-modes/shown-text.js";
import type { Deck, Slide } from "../../src/formats/model/source.js";
import { deckWords } from "./text-mode-check.js";

interface FramedNotes {
  lang: string;
  frame: string[];
  /** Heading, then lines: dated steps, facts, and one longer line under a short heading. */
  parts: [string, string[]][];
}

const NOTES: FramedNotes[] = [
  {
    lang: "en",
    frame: ["Date: Tuesday 10 March 2026", "Location: Room 4B", "Minute taker: Priya"],
    parts: [
      ["Schedule", ["on 3 March: roof delivered", "by 20 March: painting done", "on 2 April: handover"]],
      ["Devices", ["iPads for year 8: 120", "eBay sales: 14"]],
      ["Lost-time incidents", ["None (412 days without an incident)"]],
      ["Next steps", ["Order the scaffolding", "Call the insurer"]],
    ],
  },
  {
    lang: "de",
    frame: ["Datum: 12. März 2026", "Ort: Raum 2", "Protokoll: Selin"],
    parts: [
      ["Termine", ["am 4. April 2026 Richtfest", "ab 22. April Dachdecker", "am 15. Juni Abnahme Brandschutz"]],
      ["Digitalisierung", ["iPads für den Jahrgang 8: 120 Geräte", "eBay-Verkäufe: 14"]],
      ["Unfälle", ["Keine (412 Tage ohne Unfall)"]],
      ["Offene Punkte", ["Statik für die Kranbahn fehlt noch", "Lieferung der Stahlträger unklar"]],
    ],
  },
  {
    lang: "fr",
    frame: ["Date : mardi 10 mars 2026", "Lieu : salle B", "Secrétaire de séance : Nadia"],
    parts: [
      [
        "Calendrier",
        [
          "le 3 mars 2026 : coulage de la dalle",
          "le 20 mars : pose de la charpente",
          "le 15 avril : réception des menuiseries",
        ],
      ],
      ["Équipement", ["iPads pour les 4e : 120", "eBay : 14 ventes"]],
      ["Accidents", ["Aucun (412 jours sans accident)"]],
      ["Points ouverts", ["Plan des réseaux à valider", "Livraison des fenêtres non confirmée"]],
    ],
  },
  {
    lang: "es",
    frame: ["Fecha: martes 10 de marzo de 2026", "Lugar: sala 2", "Secretaria: Nerea"],
    parts: [
      [
        "Calendario",
        ["el 3 de marzo: entrega del tejado", "el 20 de marzo: pintura", "el 15 de abril: entrega de ventanas"],
      ],
      ["Equipos", ["iPads para 2.º de ESO: 120", "eBay: 14 ventas"]],
      ["Accidentes", ["Ninguno (412 días sin accidentes)"]],
      ["Pendiente", ["Validar el plano de redes", "Confirmar la entrega de ventanas"]],
    ],
  },
  {
    lang: "pt",
    frame: [
      "Data: 10 de março de 2026",
      "Local: sala de treinamento",
      "Presentes: gerente de planta, técnico de segurança, líderes de turno",
    ],
    parts: [
      [
        "Cronograma",
        ["em 3 de março: entrega do telhado", "em 20 de março: pintura", "em 15 de abril: entrega das janelas"],
      ],
      ["Equipamentos", ["iPads para o 8º ano: 120", "eBay: 14 vendas"]],
      ["Acidentes", ["Nenhum (412 dias sem acidentes)"]],
      ["Pendências", ["Validar a planta elétrica", "Confirmar a entrega das janelas"]],
    ],
  },
  {
    lang: "it",
    frame: ["Data: 10 marzo 2026", "Luogo: sala riunioni", "Verbalizzante: Ilaria"],
    parts: [
      [
        "Calendario",
        ["il 3 marzo: consegna del tetto", "il 20 marzo: collaudo", "il 15 aprile: consegna delle finestre"],
      ],
      ["Dotazioni", ["iPad per la terza media: 120", "eBay: 14 vendite"]],
      ["Infortuni", ["Nessuno (412 giorni senza infortuni)"]],
      ["Punti aperti", ["Validare lo schema degli impianti", "Confermare la consegna delle finestre"]],
    ],
  },
  {
    lang: "nl",
    frame: ["Datum: 10 maart 2026", "Plaats: zaal 2", "Notulist: Bram"],
    parts: [
      ["Planning", ["op 3 maart: oplevering dak", "op 20 maart: schilderwerk", "op 15 april: oplevering kozijnen"]],
      ["Middelen", ["iPads voor leerjaar 2: 120", "eBay-verkopen: 14"]],
      ["Ongevallen", ["Geen (412 dagen zonder ongeval)"]],
      ["Open punten", ["Tekening van de leidingen goedkeuren", "Levering van de kozijnen bevestigen"]],
    ],
  },
  {
    lang: "ja",
    frame: ["日時：5月12日 14:00〜15:00", "場所：第二工場 会議室B", "出席者：工場長、安全管理者 木村、各ライン班長"],
    parts: [
      ["スケジュール", ["3月3日：屋根の引き渡し", "3月20日：塗装", "4月15日：窓の納品"]],
      ["ヒヤリハット報告", ["件数：17件（前月 11件）", "多かった場所：フォークリフト通路"]],
      ["休業災害", ["なし（連続無災害 412日）"]],
      ["改善策", ["・通路の白線を引き直す", "・プレス機に光電センサーを追加"]],
    ],
  },
  {
    lang: "zh",
    frame: ["时间：2026年3月20日", "地点：三楼会议室", "记录人：王伟"],
    parts: [
      ["时间安排", ["3月3日：屋顶交付", "3月20日：粉刷", "4月15日：窗户到货"]],
      ["关键数据", ["注册用户：8,420人", "付费用户：316人"]],
      ["安全事故", ["无（连续 412 天无事故）"]],
      ["待办事项", ["确认管线图纸", "确认窗户到货时间"]],
    ],
  },
  {
    lang: "ar",
    frame: ["التاريخ: الثلاثاء 10 مارس 2026", "المكان: القاعة 2", "الحضور: ليلى، عمر، نور"],
    parts: [
      ["الجدول الزمني", ["3 مارس: تسليم السقف", "20 مارس: الدهان", "15 أبريل: تسليم النوافذ"]],
      ["الأرقام", ["عملاء جدد: 15", "طلبات مفتوحة: 42"]],
      ["الحوادث", ["لا شيء (412 يومًا دون حوادث)"]],
      ["نقاط مفتوحة", ["اعتماد مخطط الشبكات", "تأكيد موعد تسليم النوافذ"]],
    ],
  },
];

const text = (n: FramedNotes) =>
  [n.frame.join("\n"), ...n.parts.map(([h, lines]) => [h, ...lines].join("\n"))].join("\n\n");

const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });
const wordsOf = (s: string) =>
  [...segmenter.segment(s.normalize("NFKC").toLowerCase())].filter((w) => w.isWordLike).map((w) => w.segment);
const bag = (s: string) => wordsOf(s).sort().join(" ");
const baseTitle = (s: Slide) => ("title" in s && s.title ? s.title.replace(/ \(\d+\/\d+\)$/, "") : "");
const labelAndValue = (line: string) => {
  const at = line.search(/[:：]/u);
  return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
};
/** Whether a slide (its title too) shows every word of a text. */
const holds = (s: Slide, words: string) => wordsOf(words).every((w) => wordsOf(shownText(s)).includes(w));

describe("preserve: framed notes as a deck", () => {
  it.each(NOTES)("$lang", async (n) => {
    const deck = (await composeTextMode("preserve", text(n), [], { kind: "deck" })).source as Deck;
    const label = n.lang;
    // No slide without a title, and not a word more or less than the notes.
    for (const s of deck.slides) expect(baseTitle(s), `${label}: ${s.layout} slide untitled`).not.toBe("");
    expect(bag(deckWords(deck)), label).toBe(bag(text(n)));
    // Each heading is a slide's title over its own lines.
    for (const [heading, lines] of n.parts) {
      const under = deck.slides.filter((s) => baseTitle(s) === heading);
      expect(under.length, `${label}: "${heading}" heads a slide`).toBeGreaterThan(0);
      for (const line of lines)
        expect(
          under.some((s) => wordsOf(line.replace(/^・/u, "")).every((w) => wordsOf(shownText(s, false)).includes(w))),
          `${label}: "${line}" under "${heading}"`,
        ).toBe(true);
    }
    // The frame is a slide of its own: each line's label and value together there, on no heading's slide.
    const headings = new Set(n.parts.map(([h]) => h));
    for (const line of n.frame) {
      const [l, v] = labelAndValue(line);
      const at = deck.slides.filter((s) => holds(s, l) && holds(s, v));
      expect(at.length, `${label}: "${line}" on one slide`).toBeGreaterThan(0);
      expect(
        at.some((s) => headings.has(baseTitle(s))),
        `${label}: "${line}" under a heading`,
      ).toBe(false);
    }
  });
});

describe("preserve: framed notes as a doc", () => {
  it.each(NOTES)("$lang", async (n) => {
    const { source } = await composeTextMode("preserve", text(n), [], { kind: "doc" });
    const md = source.kind === "doc" ? source.markdown : "";
    const lines = md.split("\n");
    const first = lines.findIndex((l) => l.startsWith("## "));
    for (const [heading, under] of n.parts) {
      const at = lines.indexOf(`## ${heading}`);
      expect(at, `${n.lang}: ## ${heading}`).toBeGreaterThanOrEqual(0);
      // Its lines follow it, each a line of its own (a list item), before the next heading.
      const next = lines.findIndex((l, i) => i > at && l.startsWith("## "));
      const body = lines.slice(at + 1, next < 0 ? undefined : next).filter(Boolean);
      expect(body.length, `${n.lang}: the lines under ${heading}`).toBe(under.length);
    }
    // The frame stays at the top, as written, under no heading.
    for (const f of n.frame)
      expect(
        lines.findIndex((l) => l.replace(/^- /, "") === f),
        `${n.lang}: ${f}`,
      ).toBeLessThan(first);
  });
});

describe("condense: the frame is not a point of the summary", () => {
  it.each(NOTES)("$lang", async (n) => {
    const deck = (await composeTextMode("condense", text(n), [], { kind: "deck" })).source as Deck;
    for (const s of deck.slides.slice(1))
      for (const f of n.frame)
        expect(shownText(s, false).includes(labelAndValue(f)[1]), `${n.lang}: "${f}" on "${baseTitle(s)}"`).toBe(false);
  });
});

describe("what stays as it was", () => {
  it("a wrapped sentence is not cut at a lower-case line that states after a colon", async () => {
    const deck = (
      await composeTextMode(
        "preserve",
        "Budget\nThe meeting covered several\nitems: budget, hiring\nand travel.\n\nHiring\nWe hire two people.",
        [],
        { kind: "deck" },
      )
    ).source as Deck;
    expect(deck.slides.map(baseTitle)).not.toContain("The meeting covered several");
  });

  it("two short lines alone stay a list, with no heading made of the first", async () => {
    const deck = (await composeTextMode("preserve", "Fair prices\nFast delivery", [], { kind: "deck" })).source as Deck;
    expect(deck.slides.map(baseTitle)).not.toContain("Fair prices");
  });
});

// Icons by meaning: cards in the ten languages get an icon that shows their subject, or none rather than a wrong one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconsByMeaning } from "./icon-match.js";
import { ICON_SUBJECTS } from "./icon-words.js";
import { distinctIcons, hasIcon, iconFor } from "./icons.js";
import { projectPath } from "../../lib/project-root.js";

const PRICE = ["wheat", "trending-up", "tag", "circle-dollar-sign"];

// [card text, language, icons that fit it]
const FITS: Array<[string, string, string[]]> = [
  ["Rising flour prices", "en", PRICE],
  ["Mehlpreise steigen", "de", PRICE],
  ["Hausse du prix de la farine", "fr", PRICE],
  ["Sube el precio de la harina", "es", PRICE],
  ["Aumento do preço da farinha", "pt", PRICE],
  ["Aumento del prezzo della farina", "it", PRICE],
  ["Stijgende meelprijzen", "nl", PRICE],
  ["小麦粉の価格が上昇", "ja", PRICE],
  ["面粉价格上涨", "zh", PRICE],
  ["ارتفاع أسعار الدقيق", "ar", PRICE],
  ["Hiring two new drivers", "en", ["user-plus", "users"]],
  ["Neueinstellungen im Vertrieb", "de", ["user-plus", "users", "shopping-cart"]],
  ["Recrutement de deux boulangers", "fr", ["user-plus", "croissant", "wheat"]],
  ["Contratación de personal", "es", ["user-plus", "users"]],
  ["Energy costs", "en", ["zap", "plug", "receipt", "wallet"]],
  ["Energiekosten", "de", ["zap", "plug", "receipt", "wallet"]],
  ["Coûts de l'énergie", "fr", ["zap", "plug", "receipt", "wallet"]],
  ["Customer complaints", "en", ["user-round", "headset", "message-circle"]],
  ["Kundenzufriedenheit", "de", ["user-round", "star", "thumbs-up"]],
  ["Quejas de clientes", "es", ["user-round", "headset", "message-circle"]],
  ["Late deliveries", "en", ["truck", "package", "clock"]],
  ["Lieferverzögerungen", "de", ["truck", "package", "clock"]],
  ["Atrasos nas entregas", "pt", ["truck", "package", "clock"]],
  ["Ritardi nelle consegne", "it", ["truck", "package", "clock"]],
  ["配送の遅延", "ja", ["truck", "package", "clock"]],
  ["物流成本", "zh", ["truck", "package", "receipt", "wallet"]],
  ["Staff training", "en", ["users", "graduation-cap", "book-open"]],
  ["Schulung der Mitarbeitenden", "de", ["users", "graduation-cap", "book-open"]],
  ["Formation du personnel", "fr", ["users", "graduation-cap", "book-open"]],
  ["Opleiding van medewerkers", "nl", ["users", "graduation-cap", "book-open"]],
  ["従業員研修", "ja", ["users", "graduation-cap", "book-open"]],
  ["员工培训", "zh", ["users", "graduation-cap", "book-open"]],
  ["تدريب الموظفين", "ar", ["users", "graduation-cap", "book-open"]],
  ["Workplace safety", "en", ["shield-check", "hard-hat"]],
  ["Sicurezza sul lavoro", "it", ["shield-check", "hard-hat"]],
  ["Main risks", "en", ["triangle-alert", "shield"]],
  ["Risiken im Einkauf", "de", ["triangle-alert", "shield", "package"]],
  ["Riesgos principales", "es", ["triangle-alert", "shield"]],
  ["主要なリスク", "ja", ["triangle-alert", "shield"]],
  ["المخاطر الرئيسية", "ar", ["triangle-alert", "shield"]],
  ["Rent for the new shop", "en", ["house", "key-round", "store", "building"]],
  ["Miete der Filiale", "de", ["house", "key-round", "store", "building"]],
  ["Loyer du magasin", "fr", ["house", "key-round", "store", "building"]],
  ["Opening a second site", "en", ["store", "map-pin", "door-open"]],
  ["Apertura de una nueva tienda", "es", ["store", "map-pin", "door-open"]],
  ["Nieuwe vestiging openen", "nl", ["store", "map-pin", "door-open"]],
  ["开设第二家门店", "zh", ["store", "map-pin", "door-open"]],
  ["افتتاح فرع جديد", "ar", ["store", "map-pin", "door-open"]],
  ["Project schedule", "en", ["calendar", "clock"]],
  ["Zeitplan", "de", ["calendar", "clock"]],
  ["Cronograma do projeto", "pt", ["calendar", "clock"]],
  ["Budget 2026", "en", ["wallet", "calculator", "piggy-bank"]],
  ["Presupuesto anual", "es", ["wallet", "calculator", "piggy-bank"]],
  ["年間予算", "ja", ["wallet", "calculator", "piggy-bank"]],
  ["الميزانية السنوية", "ar", ["wallet", "calculator", "piggy-bank"]],
  ["Quality checks", "en", ["award", "badge-check"]],
  ["Qualità del prodotto", "it", ["award", "badge-check", "package"]],
  ["产品质量", "zh", ["award", "badge-check", "package"]],
  ["New IT system", "en", ["monitor", "server", "laptop"]],
  ["IT-Kosten senken", "de", ["monitor", "server", "laptop", "receipt", "wallet", "trending-down"]],
  ["Nouveau logiciel de caisse", "fr", ["monitor", "server", "laptop"]],
  ["Marketing campaign", "en", ["megaphone"]],
  ["Campagna pubblicitaria", "it", ["megaphone"]],
  ["Marketingbudget", "de", ["megaphone", "wallet", "calculator"]],
  ["Sales growth", "en", ["shopping-cart", "trending-up", "chart-line"]],
  ["Omzetgroei", "nl", ["circle-dollar-sign", "banknote", "trending-up", "chart-line"]],
  ["Ventas del trimestre", "es", ["shopping-cart", "handshake", "chart-line"]],
  ["売上の増加", "ja", ["circle-dollar-sign", "banknote", "trending-up"]],
  ["مبيعات الربع الأول", "ar", ["shopping-cart", "handshake", "chart-line"]],
  ["Revenue", "en", ["circle-dollar-sign", "banknote", "chart-column-increasing"]],
  ["Umsatz im Vorjahr", "de", ["circle-dollar-sign", "banknote", "chart-column-increasing"]],
  ["Chiffre d'affaires", "fr", ["circle-dollar-sign", "banknote", "chart-column-increasing"]],
  ["Receitas do trimestre", "pt", ["circle-dollar-sign", "banknote", "chart-column-increasing"]],
  ["Coffee corner for guests", "en", ["coffee"]],
  ["Pizza party on Friday", "en", ["pizza", "party-popper"]],
  ["Electric vans", "en", ["truck", "truck-electric"]],
];

const NOTHING: Array<[string, string]> = [
  ["Next steps", "en"],
  ["Miscellaneous", "en"],
  ["Anna Schmidt", "en"],
  ["Thank you", "en"],
  ["Reading scores up 7 points", "en"],
  ["28 kids now coming to breakfast club", "en"],
  ["The spring fair made £3,400 for the PTA", "en"],
  ["[What changes if nothing is done]", "en"],
  ["Safer cross-dock", "en"],
  ["Sonstiges", "de"],
  ["Geschäftsjahr 2025", "de"],
  ["Divers", "fr"],
  ["Otros temas", "es"],
  ["Outros assuntos", "pt"],
  ["Varie ed eventuali", "it"],
  ["Rondvraag", "nl"],
  ["その他", "ja"],
  ["其他事项", "zh"],
  ["أمور أخرى", "ar"],
];

describe("icons by meaning", () => {
  it.each(FITS)("%s (%s) gets an icon that shows its subject", (text, lang, fits) => {
    expect(fits).toContain(iconFor(text, lang));
    // The language is a hint, not a requirement: the composer does not always know it.
    expect(fits).toContain(iconFor(text));
  });

  it.each(NOTHING)("%s (%s) gets no icon rather than a wrong one", (text, lang) => {
    expect(iconsByMeaning(text, lang)).toEqual([]);
    expect(iconsByMeaning(text)).toEqual([]);
  });

  it("never offers an icon Quire cannot draw", () => {
    const subjects = ICON_SUBJECTS.flatMap((s) => s.icons);
    const { icons, origin } = JSON.parse(readFileSync(projectPath("assets", "icon-index.json"), "utf8")) as {
      icons: Record<string, string[]>;
      origin: string;
    };
    expect(origin).toMatch(/scripts\/build-icon-index\.ts.*lucide-static@/);
    const indexed = Object.keys(icons);
    expect(indexed.length).toBeGreaterThan(500);
    expect([...subjects, ...indexed].filter((name) => !hasIcon(name))).toEqual([]);
  });

  it("gives no two cards of a slide the same icon: the second takes its next best, or none", () => {
    expect(distinctIcons(["Flour prices", "Sugar prices", "Butter prices"], "en")).toEqual([
      "wheat",
      "tag",
      "circle-dollar-sign",
    ]);
    const risks = distinctIcons(["Risks", "Risks", "Risks", "Next steps"], "en");
    expect(risks).toEqual(["triangle-alert", "shield", undefined, undefined]);
  });
});

// Greetings, sign-offs and layout wishes in ten languages never become the subject, and a request naming only its form
// takes its subject from the words after it.
import { describe, expect, it } from "vitest";
import { isCourtesy, withoutGreeting } from "./courtesy.js";
import { isLayoutAsk } from "./layout-asks.js";
import { readPrompt } from "./read-prompt.js";

describe("greetings before the request", () => {
  it.each([
    ["Hi Sam, could you make slides on", "could you make slides on"],
    ["Hallo Jana, anbei die Zahlen", "anbei die Zahlen"],
    ["Bonjour Claire, pour le conseil", "pour le conseil"],
    ["Hola Marta: para la asamblea", "para la asamblea"],
    ["Olá, preciso de uma apresentação", "preciso de uma apresentação"],
    ["Ciao Luca, mi fai", "mi fai"],
    ["Geachte collega's,\n\nNamens de bestuurder", "Namens de bestuurder"],
    ["各位\n\nお疲れさまです。総務部の田中です。\n来週の取締役会", "来週の取締役会"],
    ["王总您好，\n附上9月经营数据", "附上9月经营数据"],
    ["الأستاذ خالد المحترم، تحية طيبة وبعد، نرجو إعداد", "نرجو إعداد"],
  ])("%s", (text, rest) => expect(withoutGreeting(text).trim()).toBe(rest));

  it.each(["Make a deck about Northwind Solar", "Beste resultaat ooit: 12%", "Dear Prudence is the topic"])(
    "keeps %s",
    (text) => {
      expect(withoutGreeting(text).length).toBeGreaterThan(text.length - 12);
    },
  );
});

describe("sign-offs and layout wishes are no request", () => {
  it.each([
    "Thanks!",
    "Danke dir!",
    "Merci d'avance !",
    "¡Gracias!",
    "Obrigada!",
    "Grazie mille.",
    "Met vriendelijke groet,",
    "よろしくお願いいたします。",
    "谢谢！",
    "وشكرًا لكم.",
  ])("%s", (t) => expect(isCourtesy(t)).toBe(true));
  it.each([
    "Colonnes mensuel et annuel.",
    "Columnas mensual y anual, por favor.",
    "أريد أعمدة شهرية وسنوية.",
    "合計行もお願いします。",
    "その話も最後に入れてください。",
  ])("%s", (t) => expect(isLayoutAsk(t)).toBe(true));
  it.each(["Thanks to the new line, revenue rose 12%.", "Make a sheet of our costs."])("not %s", (t) =>
    expect(isCourtesy(t) || isLayoutAsk(t)).toBe(false),
  );
});

describe("the title is the subject, whatever surrounds the request", () => {
  it.each([
    [
      "Hola, ¿me haces unas diapositivas para la reunión con las familias del colegio San Isidro? Coste 38 €.",
      "San Isidro",
    ],
    [
      "Bonjour, je voudrais des diapositives pour la revue trimestrielle de la Clinique du Parc. Passages : 9 870.",
      "Clinique du Parc",
    ],
    [
      "Projektplan als Dokument: Einführung des neuen ERP-Systems bei Kessler Metallbau\nBudget: 480.000 €",
      "Kessler Metallbau",
    ],
    ["Plan de proyecto en documento: apertura de la tienda de Verdea en Málaga\nPresupuesto: 210.000 €", "Verdea"],
    ["Folien fürs Quartalsgespräch, Werk Aalen, max. 6 Folien\nOEE: 76 %", "Werk Aalen"],
    [
      "Preciso de uma apresentação curta para a reunião geral da Clínica Vida Plena sobre o novo agendamento online.",
      "Clínica Vida Plena",
    ],
    [
      "Un tableau des charges du cabinet Rivière : loyer 2 950 € par mois, ménage 540 € par mois. Colonnes mensuel et annuel.",
      "Rivière",
    ],
    ["カフェ・ミナトの今年のふりかえりをスライドにまとめたいです！その話も最後に入れてください。", "カフェ・ミナト"],
    ["秋游经费明细，帮我做成表格，最后合计一下：大巴租车 6,800元", "秋游经费明细"],
  ])("%s", (prompt, name) => {
    const { title } = readPrompt(prompt);
    expect(title).toContain(name);
    expect(title).not.toMatch(/^(?:hola|bonjour|bitte|please|请|帮我)/iu);
  });
});

// Which words are notes to a doc's author: the forms people write in ten languages, and the content that only looks like one.
import { describe, expect, it } from "vitest";
import { isAuthorNote } from "./author-notes.js";

const NOTES = [
  "TODO: add the Q3 figures",
  "TBD",
  "tbd",
  "FIXME check the totals",
  "Note to author: cite the survey",
  "Notes for the editor — cut this",
  "Editor's note: the figures are provisional",
  "[Insert chart here]",
  "[Add the Q3 figures]",
  "Insert chart here",
  "Remove this paragraph before sending",
  "Delete this section before publishing.",
  "Placeholder",
  "[to fill in]",
  "Hinweis für Autor: Zahlen prüfen",
  "Hinweis für den Autor: bitte ergänzen",
  "Anmerkung der Redaktion: vorläufig",
  "[Grafik hier einfügen]",
  "Noch auszufüllen",
  "À compléter",
  "Note à l'auteur : vérifier",
  "[Insérer le graphique ici]",
  "Supprimez ce paragraphe avant l'envoi",
  "Nota para el autor: añadir datos",
  "Por completar",
  "Inserte la tabla aquí",
  "Eliminar este párrafo antes de enviar",
  "Nota para o autor: rever",
  "A preencher",
  "Remova este parágrafo antes de enviar",
  "Nota per l'autore: completare",
  "Da compilare",
  "Rimuovi questo paragrafo prima di inviare",
  "Opmerking voor de redactie: nakijken",
  "Nog in te vullen",
  "Verwijder deze alinea vóór het versturen",
  "注：売上高を記入してください。",
  "要記入",
  "ここに図を挿入",
  "［図を挿入］",
  "編集者へのメモ：確認",
  "待填写",
  "在此插入图表",
  "编者注：数据待更新",
  "ملاحظة للمؤلف: أضف الأرقام",
  "يُستكمل",
  "أدرج الرسم البياني هنا",
];

const CONTENT = [
  "Reliable is the product.",
  "Revenue grew 12% in Q3.",
  "[Q3 revenue]",
  "[Risks: point 1]",
  "[Einleitung: Punkt 1]",
  "Insert the SIM card here and wait for the light.",
  "Note: figures are in EUR.",
  "Hinweis: Alle Preise in Euro.",
  "注：数値はすべて税込みです。",
  "Fill in the blanks with the correct word.",
  "Notes to self are a good habit, says the coach.",
  "Todo mundo concorda.",
  "Todos los clientes están contentos.",
  "Todo.",
  "Add salt slowly.",
  "Author's note: this book began in 2019.",
  "Completa la frase.",
  "The editor noted the change.",
  "Placeholder text is removed from the final build by the compiler step, which runs nightly.",
];

describe("isAuthorNote", () => {
  it.each(NOTES.map((n) => [n]))("%s is a note to the author", (text) => expect(isAuthorNote(text)).toBe(true));
  it.each(CONTENT.map((n) => [n]))("%s is content", (text) => expect(isAuthorNote(text)).toBe(false));

  it("reads a note by its first sentence, so a paragraph that only ends in one is content", () => {
    expect(isAuthorNote("Sales rose in every region. Remove this paragraph before sending.")).toBe(false);
    expect(isAuthorNote("共有する前に［］内の空欄を埋めてください。依頼に含まれていなかった情報です。")).toBe(true);
  });
});

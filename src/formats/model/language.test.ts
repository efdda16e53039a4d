// The language of text and of documents, and the spans whose script names another language.
import { describe, expect, it } from "vitest";
import { documentLanguage, languageOfText, spanLanguage } from "./language.js";

describe("language", () => {
  it("reads the language from the script, else from its small words", () => {
    expect(languageOfText("Ein Bericht über die neuen Bienenstöcke in Kraków")).toBe("de");
    expect(languageOfText("東京の新しい店舗についてのレポート")).toBe("ja");
    expect(languageOfText("关于我们在上海的新店的报告")).toBe("zh");
    expect(languageOfText("한국 시장 보고서")).toBe("ko");
    expect(languageOfText("Отчёт о продажах")).toBe("ru");
    expect(languageOfText("A report on the pilot")).toBe("en");
  });

  it("takes a document's own language first, else its text's", () => {
    expect(
      documentLanguage({
        kind: "doc",
        title: "Notes",
        markdown: "Le rapport sur les ruches et la récolte",
        language: "fr-CA",
      }),
    ).toBe("fr-CA");
    expect(
      documentLanguage({ kind: "doc", title: "Notizen", markdown: "Der Bericht über die Ernte und die neuen Stöcke" }),
    ).toBe("de");
    expect(
      documentLanguage({
        kind: "deck",
        title: "Plan",
        slides: [{ layout: "bullets", title: "Die Ernte", bullets: ["Die neuen Stöcke und der Honig"] }],
      }),
    ).toBe("de");
    // One phrase in another script does not make an English deck Arabic or Japanese.
    const notes = "Greet the guests from Dubai with مرحبا بكم and the Tokyo team with ようこそ.";
    expect(
      documentLanguage({
        kind: "deck",
        title: "Welcome plan",
        slides: [
          {
            layout: "bullets",
            title: "The agenda for the day",
            bullets: ["Coffee and a tour of the site", "The results of the pilot"],
            notes,
          },
        ],
      }),
    ).toBe("en");
    expect(
      documentLanguage({
        kind: "doc",
        title: "報告",
        markdown: "東京の新しい店舗についての報告です。売上は好調でした。",
      }),
    ).toBe("ja");
  });

  it("marks a span only when its script names another language than the document's", () => {
    expect(spanLanguage("東京の店", "en")).toBe("ja");
    expect(spanLanguage("上海", "en")).toBe("zh");
    expect(spanLanguage("上海", "ja")).toBeNull();
    expect(spanLanguage("Kraków", "en")).toBeNull();
    expect(spanLanguage("Москва", "de")).toBe("ru");
  });
});

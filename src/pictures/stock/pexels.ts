// Pexels (https://www.pexels.com/api/documentation/#photos-search): GET /v1/search with the key in Authorization.
import { z } from "zod";
import { orientationOf } from "../orientation.js";
import { CANDIDATES, type StockProvider } from "./stock-search.js";

/** The locales Pexels searches in; a language it lacks is searched as English. */
const LOCALES = [
  "en-US",
  "pt-BR",
  "es-ES",
  "ca-ES",
  "de-DE",
  "it-IT",
  "fr-FR",
  "sv-SE",
  "id-ID",
  "pl-PL",
  "ja-JP",
  "zh-CN",
  "zh-TW",
  "ko-KR",
  "th-TH",
  "nl-NL",
  "hu-HU",
  "vi-VN",
  "cs-CZ",
  "da-DK",
  "fi-FI",
  "uk-UA",
  "el-GR",
  "ro-RO",
  "nb-NO",
  "sk-SK",
  "tr-TR",
  "ru-RU",
];

const Answer = z.object({
  photos: z.array(
    z.object({
      width: z.number().positive(),
      height: z.number().positive(),
      url: z.url(),
      photographer: z.string(),
      alt: z.string().nullish(),
      src: z.object({ large2x: z.url().optional(), large: z.url().optional() }),
    }),
  ),
});

export const pexels: StockProvider = {
  name: "Pexels",
  license: "Pexels License",
  publicApi: "https://api.pexels.com",
  imageHosts: ["images.pexels.com"],
  searchRequest(api, apiKey, query) {
    const url = new URL("v1/search", api);
    url.searchParams.set("query", query.words);
    url.searchParams.set("per_page", String(CANDIDATES));
    url.searchParams.set("orientation", orientationOf(query.aspect));
    const locale = pexelsLocale(query.language);
    if (locale) url.searchParams.set("locale", locale);
    return { url, headers: { authorization: apiKey } };
  },
  candidates(answer) {
    const parsed = Answer.safeParse(answer);
    if (!parsed.success) return null;
    return parsed.data.photos.flatMap((photo) => {
      const imageUrl = photo.src.large2x ?? photo.src.large;
      return imageUrl
        ? [
            {
              imageUrl,
              width: photo.width,
              height: photo.height,
              alt: photo.alt ?? "",
              author: photo.photographer,
              sourceUrl: photo.url,
            },
          ]
        : [];
    });
  },
};

/** The language's own locale when Pexels has it, else the first of its language ("pt" → "pt-BR"), else none. */
function pexelsLocale(language: string): string | undefined {
  const wanted = language.toLowerCase();
  const base = wanted.split("-")[0]!;
  return (
    LOCALES.find((l) => l.toLowerCase() === wanted) ??
    LOCALES.find((l) => l.split("-")[0] === (base === "no" || base === "nn" ? "nb" : base))
  );
}

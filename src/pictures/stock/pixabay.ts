// Pixabay (https://pixabay.com/api/docs/#api_search_images): GET /api/ with the key as a parameter; a refused key is
// answered 400 "[ERROR 400] Invalid or missing API key".
import { z } from "zod";
import { orientationOf } from "../orientation.js";
import { CANDIDATES, type StockProvider } from "./stock-search.js";

/** The languages Pixabay searches in; another is searched as English. */
const LANGUAGES = new Set([
  "cs",
  "da",
  "de",
  "en",
  "es",
  "fr",
  "id",
  "it",
  "hu",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "sk",
  "fi",
  "sv",
  "tr",
  "vi",
  "th",
  "bg",
  "ru",
  "el",
  "ja",
  "ko",
  "zh",
]);
/** Pixabay's limit on the search words. */
const QUERY_MAX = 100;

const Answer = z.object({
  hits: z.array(
    z.object({
      imageWidth: z.number().positive(),
      imageHeight: z.number().positive(),
      largeImageURL: z.url().optional(),
      webformatURL: z.url(),
      pageURL: z.url(),
      tags: z.string(),
      user: z.string(),
    }),
  ),
});

const ORIENTATION = { landscape: "horizontal", portrait: "vertical", square: "all" } as const;

export const pixabay: StockProvider = {
  name: "Pixabay",
  license: "Pixabay Content License",
  publicApi: "https://pixabay.com",
  imageHosts: ["pixabay.com", "cdn.pixabay.com"],
  searchRequest(api, apiKey, query) {
    const url = new URL("api/", api);
    url.searchParams.set("key", apiKey);
    url.searchParams.set("q", clip(query.words));
    const base = query.language.split("-")[0]!.toLowerCase();
    const lang = base === "nb" || base === "nn" ? "no" : base;
    if (LANGUAGES.has(lang)) url.searchParams.set("lang", lang);
    url.searchParams.set("image_type", "photo");
    url.searchParams.set("orientation", ORIENTATION[orientationOf(query.aspect)]);
    url.searchParams.set("safesearch", "true");
    url.searchParams.set("per_page", String(CANDIDATES));
    return { url, headers: {} };
  },
  candidates(answer) {
    const parsed = Answer.safeParse(answer);
    if (!parsed.success) return null;
    return parsed.data.hits.map((hit) => ({
      imageUrl: hit.largeImageURL ?? hit.webformatURL,
      width: hit.imageWidth,
      height: hit.imageHeight,
      alt: hit.tags,
      author: hit.user,
      sourceUrl: hit.pageURL,
    }));
  },
  refusedKey: (status, body) => status === 400 && /api key/i.test(body),
};

/** The words cut at a word boundary to Pixabay's limit. */
function clip(words: string): string {
  if (words.length <= QUERY_MAX) return words;
  const cut = words.slice(0, QUERY_MAX + 1);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, QUERY_MAX)).trim();
}

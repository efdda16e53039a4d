// Unsplash (https://unsplash.com/documentation#search-photos): GET /search/photos with "Client-ID KEY"; a photo used
// is reported at its download_location, as the API guidelines ask.
import { z } from "zod";
import { orientationOf } from "../orientation.js";
import { CANDIDATES, type StockProvider } from "./stock-search.js";

const Answer = z.object({
  results: z.array(
    z.object({
      width: z.number().positive(),
      height: z.number().positive(),
      description: z.string().nullish(),
      alt_description: z.string().nullish(),
      urls: z.object({ regular: z.url() }),
      links: z.object({ html: z.url(), download_location: z.url().optional() }),
      user: z.object({ name: z.string() }),
    }),
  ),
});

const ORIENTATION = { landscape: "landscape", portrait: "portrait", square: "squarish" } as const;

export const unsplash: StockProvider = {
  name: "Unsplash",
  license: "Unsplash License",
  publicApi: "https://api.unsplash.com",
  imageHosts: ["images.unsplash.com", "plus.unsplash.com"],
  searchRequest(api, apiKey, query) {
    const url = new URL("search/photos", api);
    url.searchParams.set("query", query.words);
    url.searchParams.set("per_page", String(CANDIDATES));
    url.searchParams.set("orientation", ORIENTATION[orientationOf(query.aspect)]);
    url.searchParams.set("lang", query.language.split("-")[0]!.toLowerCase());
    return { url, headers: { authorization: `Client-ID ${apiKey}`, "accept-version": "v1" } };
  },
  candidates(answer) {
    const parsed = Answer.safeParse(answer);
    if (!parsed.success) return null;
    return parsed.data.results.map((photo) => ({
      imageUrl: photo.urls.regular,
      width: photo.width,
      height: photo.height,
      alt: photo.alt_description || photo.description || "",
      author: photo.user.name,
      sourceUrl: photo.links.html,
      usedUrl: photo.links.download_location,
    }));
  },
};

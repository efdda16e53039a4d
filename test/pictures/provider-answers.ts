// Search answers in each stock provider's documented shape (Pexels /v1/search, Unsplash /search/photos, Pixabay /api/),
// with sample values of our own; the picture URLs point at the replay server, which serves the bytes.

export interface SamplePhoto {
  /** The photo's own size, as the provider reports it. */
  width: number;
  height: number;
  /** Where the replay server serves this photo's bytes. */
  imageUrl: string;
  author: string;
  alt: string;
  pageUrl: string;
}

/** https://www.pexels.com/api/documentation/#photos-search: the photos of one page, with `src` in its eight sizes. */
export function pexelsAnswer(photos: SamplePhoto[]) {
  return {
    total_results: 2384,
    page: 1,
    per_page: 10,
    photos: photos.map((p, i) => ({
      id: 5_120_440 + i,
      width: p.width,
      height: p.height,
      url: p.pageUrl,
      photographer: p.author,
      photographer_url: `https://www.pexels.com/@${p.author.toLowerCase().replace(/\s+/g, "-")}`,
      photographer_id: 882_100 + i,
      avg_color: "#5A6B7C",
      src: {
        original: `${p.imageUrl}?original`,
        large2x: `${p.imageUrl}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
        large: `${p.imageUrl}?auto=compress&cs=tinysrgb&h=650&w=940`,
        medium: `${p.imageUrl}?auto=compress&cs=tinysrgb&h=350`,
        small: `${p.imageUrl}?auto=compress&cs=tinysrgb&h=130`,
        portrait: `${p.imageUrl}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
        landscape: `${p.imageUrl}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
        tiny: `${p.imageUrl}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
      },
      liked: false,
      alt: p.alt,
    })),
    next_page: "https://api.pexels.com/v1/search/?page=2&per_page=10&query=harbour",
  };
}

/** https://unsplash.com/documentation#search-photos: `results` of photo objects with `urls`, `links` and `user`. */
export function unsplashAnswer(photos: SamplePhoto[], apiOrigin: string) {
  return {
    total: 412,
    total_pages: 42,
    results: photos.map((p, i) => {
      const id = `Qx7rT2mPa${i}`;
      return {
        id,
        slug: `a-harbour-at-dawn-${id}`,
        created_at: "2023-05-14T08:21:40Z",
        updated_at: "2024-01-02T11:03:12Z",
        width: p.width,
        height: p.height,
        color: "#26400c",
        blur_hash: "L9AS}j^-0000~qIU9FD%M{%MWBt7",
        likes: 87,
        liked_by_user: false,
        description: p.alt ? `${p.alt}, seen from the pier` : null,
        alt_description: p.alt || null,
        user: {
          id: `u${i}Lk93Hq`,
          username: p.author.toLowerCase().replace(/\s+/g, ""),
          name: p.author,
          first_name: p.author.split(" ")[0],
          last_name: p.author.split(" ")[1] ?? null,
          portfolio_url: null,
          links: {
            self: `${apiOrigin}/users/${i}`,
            html: `https://unsplash.com/@user${i}`,
            photos: `${apiOrigin}/users/${i}/photos`,
            likes: `${apiOrigin}/users/${i}/likes`,
          },
        },
        current_user_collections: [],
        urls: {
          raw: `${p.imageUrl}?ixid=raw`,
          full: `${p.imageUrl}?ixid=full&fm=jpg&q=85`,
          regular: `${p.imageUrl}?ixid=regular&fm=jpg&q=80&w=1080`,
          small: `${p.imageUrl}?ixid=small&fm=jpg&q=80&w=400`,
          thumb: `${p.imageUrl}?ixid=thumb&fm=jpg&q=80&w=200`,
        },
        links: {
          self: `${apiOrigin}/photos/${id}`,
          html: p.pageUrl,
          download: `https://unsplash.com/photos/${id}/download`,
          download_location: `${apiOrigin}/photos/${id}/download?ixid=track${i}`,
        },
      };
    }),
  };
}

/** https://pixabay.com/api/docs/#api_search_images: `hits`, each with its page, sizes, tags and user. */
export function pixabayAnswer(photos: SamplePhoto[]) {
  return {
    total: 1893,
    totalHits: 500,
    hits: photos.map((p, i) => ({
      id: 7_731_210 + i,
      pageURL: p.pageUrl,
      type: "photo",
      tags: p.alt,
      previewURL: `${p.imageUrl}?w=150`,
      previewWidth: 150,
      previewHeight: Math.round((150 * p.height) / p.width),
      webformatURL: `${p.imageUrl}?w=640`,
      webformatWidth: 640,
      webformatHeight: Math.round((640 * p.height) / p.width),
      largeImageURL: `${p.imageUrl}?w=1280`,
      imageWidth: p.width,
      imageHeight: p.height,
      imageSize: 2_841_332,
      views: 12_044,
      downloads: 8_310,
      collections: 412,
      likes: 63,
      comments: 9,
      user_id: 3_300_120 + i,
      user: p.author,
      userImageURL: "",
    })),
  };
}

// The picture sources the operator configured: the stock provider (STOCK_*) and the image model (IMAGES_*), each
// null when not set up.
import type { Config } from "../config/load.js";
import { parseHostList } from "../outbound/index.js";
import { imageModelSource } from "./generated/image-model.js";
import type { PictureCheck } from "./check-picture.js";
import type { PictureSource } from "./picture-source.js";
import { pexels } from "./stock/pexels.js";
import { pixabay } from "./stock/pixabay.js";
import { stockPictureSource } from "./stock/stock-search.js";
import { unsplash } from "./stock/unsplash.js";

const STOCK = { pexels, unsplash, pixabay };

export function createPictureSources(
  config: Config,
  check: PictureCheck,
): { stock: PictureSource | null; generated: PictureSource | null } {
  const stock =
    config.STOCK_PROVIDER && config.STOCK_API_KEY
      ? stockPictureSource(STOCK[config.STOCK_PROVIDER], {
          apiUrl: config.STOCK_BASE_URL,
          apiKey: config.STOCK_API_KEY,
          extraImageHosts: parseHostList(config.STOCK_IMAGE_HOSTS).hosts,
          timeoutMs: config.PICTURE_TIMEOUT_MS,
          maxBytes: config.PICTURE_MAX_BYTES,
          check,
        })
      : null;
  const generated = config.IMAGES_MODEL
    ? imageModelSource({
        model: config.IMAGES_MODEL,
        baseUrl: config.IMAGES_BASE_URL,
        apiKey: config.IMAGES_API_KEY ?? config.OPENAI_API_KEY,
        timeoutMs: config.PICTURE_GENERATE_TIMEOUT_MS,
        maxBytes: config.PICTURE_MAX_BYTES,
        check,
      })
    : null;
  return { stock, generated };
}

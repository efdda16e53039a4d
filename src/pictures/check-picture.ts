// A found picture checked and stripped like an upload (assets/prepare-image.ts), its refusal said as a picture failure.
import { prepareImage, type ImageLimits, type PreparedImage } from "../assets/prepare-image.js";
import { AppError } from "../lib/errors.js";
import { PictureFailed } from "./picture-source.js";

/** The picture checked and stripped like an upload, or the failure that says why it cannot be used. */
export function checkedPicture(provider: string, bytes: Uint8Array, declared: string | null, limits: ImageLimits): PreparedImage {
  try {
    return prepareImage(bytes, declared, limits);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const why = err.message.replace(/\.$/, "");
    if (err.code === "file_too_large") throw new PictureFailed("too-large", `the ${provider} picture is too large: ${lowerFirst(why)}`);
    // prepareImage names a size past ASSET_MAX_SIDE or ASSET_MAX_PIXELS in its detail ("at most …"); the rest are types or damage.
    if (err.details?.some((d) => d.message.startsWith("at most"))) throw new PictureFailed("too-large", `the ${provider} picture is too large: ${lowerFirst(why)}`);
    // "The file is an HTML page; send a PNG, JPEG or GIF.": the advice is for someone uploading, not for a warning.
    throw new PictureFailed("type", `the ${provider} picture cannot be used: ${lowerFirst(why.split(";")[0]!)}`);
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

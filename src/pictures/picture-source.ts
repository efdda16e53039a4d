// Where a slide's picture comes from: a stock photo provider or an image model, behind one interface, and the one
// error either throws when it has no picture to give.
import type { ImageType } from "../assets/thread.js";

export type PictureOrigin = "stock" | "generated";

export interface PictureQuery {
  /** Stock search words, in the slide's language. */
  words: string;
  /** The generation prompt. */
  prompt: string;
  /** BCP-47. */
  language: string;
  /** The frame's width / height. */
  aspect: number;
  /** The alt text when the provider gives none. */
  alt: string;
  signal: AbortSignal;
  /** Called once the provider's part is done (the picture's bytes are here), before they are checked. */
  fetched?: () => void;
}

export interface FoundPicture {
  /** Checked and stripped by assets/prepare-image.ts. */
  bytes: Uint8Array;
  type: ImageType;
  width: number;
  height: number;
  alt: string;
  credit: string;
  license: string;
  sourceUrl: string | null;
  provider: string;
  origin: PictureOrigin;
  focus?: { x: number; y: number };
}

export type PictureFailureCause =
  "timeout" | "rate-limited" | "http" | "type" | "too-large" | "refused" | "not-found" | "invalid-answer";

/** No picture: the message is a clause for a warning ("Pexels answered 429 (rate limited; retry in 30 s)"). */
export class PictureFailed extends Error {
  constructor(
    readonly failure: PictureFailureCause,
    message: string,
  ) {
    super(message);
    this.name = "PictureFailed";
  }
}

export interface PictureSource {
  /** "Pexels", "gpt-image-1". */
  readonly provider: string;
  readonly origin: PictureOrigin;
  /** The provider and its model or settings: part of the cache key. */
  readonly cacheTag: string;
  find(query: PictureQuery): Promise<FoundPicture>;
}

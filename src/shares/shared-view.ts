// What a share link shows, drawn as the document exports: the viewer page, a deck's slide pictures (its brand's
// drawing when it has one, kept in memory by version so a warm slide is sent without drawing it again), the safe HTML
// of a doc or sheet, the files when downloads are on, and the views and seconds the page reports.
import { createHash } from "node:crypto";
import { slideText } from "../brands/index.js";
import {
  type RenderDeps,
  renderPage,
  savedSlidePictures,
  type SlidePictureDeps,
  exportDocument,
  type ExportDeps,
  type ExportedFile,
} from "../exports/index.js";
import { documentLanguage } from "../formats/model/language.js";
import type { ExportFormat } from "../formats/model/export-formats.js";
import { pagePoints } from "../formats/model/slide-size.js";
import type { Deck, Slide, Source } from "../formats/model/source.js";
import { AppError } from "../lib/errors.js";
import { spaceOf } from "../lib/space-id.js";
import { ByteCache } from "./byte-cache.js";
import { linkNotFound, openShare, type OpenedLink } from "./open-share.js";
import type { ShareDeps } from "./share-deps.js";
import { viewerPage } from "./viewer-page.js";

/** The files a link offers when downloads are on: what a viewer opens, not every format there is. */
const DOWNLOADS = { deck: ["pptx", "pdf"], doc: ["docx", "pdf"], sheet: ["xlsx"] } as const satisfies Record<
  Source["kind"],
  readonly ExportFormat[]
>;
/** Every format some link may offer (the download route's parameter). */
export const SHARED_DOWNLOADS = [...new Set(Object.values(DOWNLOADS).flat())] as [SharedDownload, ...SharedDownload[]];
type SharedDownload = (typeof DOWNLOADS)[Source["kind"]][number];
/** The most seconds one report may add: the page reports every 15 s while visible. */
export const MAX_REPORT_SECONDS = 300;

export interface SharedViewDeps {
  shares: ShareDeps;
  pictures: SlidePictureDeps;
  render: RenderDeps;
  exports: ExportDeps;
  /** Bytes of slide pictures kept in memory. */
  pictureCacheBytes: number;
  /** The service's version: a new release draws its pictures anew. */
  serviceVersion: string;
}

export type Unlocked = Extract<OpenedLink, { locked: false }>;

export function sharedView(deps: SharedViewDeps) {
  const pictures = new ByteCache(deps.pictureCacheBytes);

  /** The link opened, or 404 when it is locked and no unlock key opens it. */
  async function open(token: string, unlock: string | undefined): Promise<Unlocked> {
    const opened = await openShare(deps.shares, token, unlock);
    if (opened.locked) throw linkNotFound();
    return opened;
  }

  return {
    open,

    /** The viewer page (counting a view when it is opened, not paged), or the password form's cue. */
    async page(
      token: string,
      options: { unlock?: string; embed: boolean; slide?: number },
    ): Promise<{ locked: true } | { locked: false; html: string }> {
      const opened = await openShare(deps.shares, token, options.unlock);
      if (opened.locked) return { locked: true };
      const slides = opened.source.kind === "deck" ? opened.source.slides : [];
      const html = viewerPage({
        token,
        unlock: opened.share.passwordHash ? options.unlock : undefined,
        embed: options.embed,
        title: opened.document.title,
        lang: documentLanguage(opened.source),
        kind: opened.source.kind,
        slides: slides.map((s) => ({ title: slideTitle(s), text: slideText(s) })),
        current: Math.min(Math.max(options.slide ?? 1, 1), Math.max(slides.length, 1)),
        aspect: opened.source.kind === "deck" ? await aspectOf(deps, opened) : 1,
        downloads: opened.share.downloads ? DOWNLOADS[opened.source.kind] : [],
        present: opened.share.present,
      });
      // An opening of the link counts; its own pager's links (`?slide=`, paging without script) do not.
      if (options.slide === undefined) await deps.shares.repo.countView(opened.share.id, today());
      return { locked: false, html };
    },

    /** The link's data for the presenter view and scripts: notes only when presenting is allowed. */
    async summary(token: string, unlock: string | undefined) {
      const opened = await open(token, unlock);
      const { source, share } = opened;
      const slides = source.kind === "deck" ? source.slides : [];
      return {
        title: opened.document.title,
        kind: source.kind,
        version: opened.version,
        language: documentLanguage(source),
        aspect: source.kind === "deck" ? await aspectOf(deps, opened) : null,
        present: share.present,
        downloads: share.downloads ? [...DOWNLOADS[source.kind]] : [],
        slides: slides.map((s, i) => ({
          n: i + 1,
          title: slideTitle(s),
          text: slideText(s),
          ...(share.present ? { notes: s.notes ?? "" } : {}),
        })),
      };
    },

    /**
     * Slide `n` as a PNG `width` wide, drawn once per document version, brand version and width; with its ETag, and
     * no picture when `ifNoneMatch` names it (the link checked first either way).
     */
    async slide(
      token: string,
      unlock: string | undefined,
      n: number,
      width: number,
      ifNoneMatch?: string,
    ): Promise<{ etag: string; png?: Uint8Array }> {
      const opened = await open(token, unlock);
      if (opened.source.kind !== "deck")
        throw new AppError("unsupported_format", "This link shares a document without slides.");
      const deck = opened.source;
      if (n > deck.slides.length)
        throw new AppError("not_found", `The document has ${deck.slides.length} slides; there is no slide ${n}.`);
      const drawer = await savedSlidePictures(deps.pictures, spaceOf(opened.share), opened.document);
      const key = `${opened.document.id}:${opened.version}:${drawer.onBrand?.tag ?? "quire"}:${n}:${width}:${deps.serviceVersion}`;
      // The tag says nothing of the document: a hash of what the picture is drawn from.
      const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 22)}"`;
      if (ifNoneMatch?.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return { etag };
      return { etag, png: await pictures.take(key, () => drawer.draw(deck, n - 1, width)) };
    },

    /** The document as /api/render's safe HTML page. */
    async content(token: string, unlock: string | undefined, signal?: AbortSignal): Promise<Uint8Array> {
      const opened = await open(token, unlock);
      const spaceId = spaceOf(opened.share);
      const page = await renderPage(deps.render, { source: opened.source, as: "html" }, async () => spaceId, signal);
      return page.body;
    },

    async download(
      token: string,
      unlock: string | undefined,
      format: ExportFormat,
      signal?: AbortSignal,
    ): Promise<ExportedFile> {
      const opened = await open(token, unlock);
      if (!opened.share.downloads || !(DOWNLOADS[opened.source.kind] as readonly ExportFormat[]).includes(format)) {
        throw new AppError("not_found", "This link offers no such download.");
      }
      const { document } = opened;
      return exportDocument(
        deps.exports,
        {
          spaceId: spaceOf(opened.share),
          format,
          source: opened.source,
          ...(document.brandId ? { brandId: document.brandId } : {}),
          filename: document.title,
        },
        signal,
      );
    },

    /** Seconds a visible page reports on one slide. */
    async report(token: string, unlock: string | undefined, slide: number, seconds: number): Promise<void> {
      const opened = await open(token, unlock);
      const count = opened.source.kind === "deck" ? opened.source.slides.length : 1;
      if (slide > count)
        throw new AppError("invalid_request", `The document has ${count} ${count === 1 ? "page" : "slides"}.`, {
          details: [{ path: "slide", message: `1..${count}` }],
        });
      await deps.shares.repo.addTime(
        opened.share.id,
        today(),
        slide,
        Math.min(Math.round(seconds), MAX_REPORT_SECONDS),
      );
    },
  };
}

export type SharedView = ReturnType<typeof sharedView>;

const today = () => new Date().toISOString().slice(0, 10);

function slideTitle(slide: Slide): string {
  return "title" in slide && typeof slide.title === "string" ? slide.title : "";
}

/** Width over height of the deck's slides: its brand's template size, else its own. */
async function aspectOf(deps: SharedViewDeps, opened: Unlocked): Promise<number> {
  const drawer = await savedSlidePictures(deps.pictures, spaceOf(opened.share), opened.document);
  const size = (drawer.onBrand?.brand.analysis as { slideSize?: { width: number; height: number } } | null)?.slideSize;
  if (size && size.width > 0 && size.height > 0) return size.width / size.height;
  const [width, height] = pagePoints((opened.source as Deck).size);
  return width / height;
}

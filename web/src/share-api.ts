// Share links (docs/api/shares.md): the owner's calls on a document's links through the app's @quire/sdk client, and
// a link's own public calls (/api/shared/{token}/…) as plain same-origin fetches that carry no cookie and no referrer,
// each with the link's `?k=` unlock key when it has a password.
import { API_VERSION, QuireError, type Schemas } from "@quire/sdk";
import { quire } from "./api";
import { errorOf } from "./present-data";

export type Share = Schemas["Share"];
export type NewShare = Schemas["NewShare"];
export type ShareChanges = Schemas["ShareChanges"];
export type MadeShare = Schemas["CreatedShare"];
export type ShareViews = Schemas["ShareViews"];
export type SharedDocument = Schemas["SharedDocument"];

const one = (id: string, shareId: string) => ({ params: { path: { id, shareId } } });

/** The owner's calls, with the session like every workspace route. */
export const shares = {
  /** Every link of the document, newest first (the pages of the list read to the end). */
  async list(id: string): Promise<Share[]> {
    const items: Share[] = [];
    let cursor: string | undefined;
    do {
      const page = await quire.ok(
        quire.api.GET("/api/workspace/documents/{id}/shares", {
          params: { path: { id }, query: { limit: 100, ...(cursor ? { cursor } : {}) } },
        }),
      );
      items.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return items;
  },
  create: (id: string, body: NewShare) =>
    quire.ok(quire.api.POST("/api/workspace/documents/{id}/shares", { params: { path: { id } }, body })),
  update: async (id: string, shareId: string, body: ShareChanges) =>
    (await quire.ok(quire.api.PATCH("/api/workspace/documents/{id}/shares/{shareId}", { ...one(id, shareId), body })))
      .share,
  revoke: (id: string, shareId: string) =>
    quire.ok(quire.api.DELETE("/api/workspace/documents/{id}/shares/{shareId}", one(id, shareId))),
  views: (id: string, shareId: string, days = 30) =>
    quire.ok(
      quire.api.GET("/api/workspace/documents/{id}/shares/{shareId}/views", {
        params: { path: { id, shareId }, query: { days } },
      }),
    ),
};

/** A link's public calls; `key` is its unlock key (a link with a password), null for none. */
export function sharedApi(token: string, key: string | null) {
  const root = `/api/shared/${encodeURIComponent(token)}`;
  const withKey = (path: string, query: Record<string, string> = {}) => {
    const q = new URLSearchParams(query);
    if (key) q.set("k", key);
    const s = q.toString();
    return s ? `${path}?${s}` : path;
  };
  const get = (url: string, init: RequestInit = {}) =>
    fetch(url, {
      credentials: "omit",
      referrerPolicy: "no-referrer",
      ...init,
      headers: { "quire-version": API_VERSION, ...(init.headers as Record<string, string> | undefined) },
    });
  return {
    async read(): Promise<SharedDocument> {
      const res = await get(withKey(root));
      if (!res.ok) throw await errorOf(res);
      return (await res.json()) as SharedDocument;
    },
    slideUrl: (n: number, width: number) => withKey(`${root}/slides/${n}.png`, { width: String(width) }),
    viewsUrl: () => withKey(`${root}/views`),
    async unlock(password: string): Promise<string> {
      const res = await get(`${root}/unlock`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password }),
      });
      if (!res.ok) throw await errorOf(res);
      return ((await res.json()) as Schemas["ShareUnlocked"]).key;
    },
    /** The link does not open (404): it never was, no longer works, or asks for its password (told apart by nobody). */
    isClosed: (e: unknown) => e instanceof QuireError && e.status === 404,
  };
}

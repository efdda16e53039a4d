// Share links over HTTP: made, listed, changed and revoked by their owner; the page, pictures, data, content, files and
// view reports a token opens; and what must show nothing — another space's documents and links, a revoked, expired,
// blocked or password-protected link (not its title, pictures or size), a deleted or moved document — with the token
// never stored or logged in clear and password guessing limited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json } from "../organizations/answers.js";
import { DIALECTS, createTempPgDatabase, type TempPgDatabase } from "../pg.js";

let t: TestApp;
let alice: CookieSession;
let bob: CookieSession;

type Who = { headers: Record<string, string> };
type Json = Record<string, any>;
const call = (who: Who | null, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who?.headers ?? {}));
const anon = (path: string, init?: RequestInit) => t.app.request(path, init);

const DECK = {
  kind: "deck",
  title: "Harbour lights Q3",
  source: {
    kind: "deck",
    title: "Harbour lights Q3",
    slides: [
      {
        layout: "title",
        title: "Harbour lights Q3",
        subtitle: "Quarterly review",
        notes: "Welcome everyone; thank the harbour team.",
      },
      {
        layout: "bullets",
        title: "Highlights",
        bullets: ["Revenue up 12%", "Two new ferries"],
        notes: "Stress the ferries.",
      },
      { layout: "closing", title: "Thank you" },
    ],
  },
};

async function newDeck(who: Who, body: Json = DECK): Promise<string> {
  return (await json(await call(who, "POST", "/api/workspace/documents", body), 201)).document.id;
}
async function share(
  who: Who,
  docId: string,
  body: Json = {},
): Promise<{ share: Json; url: string; embed: string; token: string }> {
  const created = await json(await call(who, "POST", `/api/workspace/documents/${docId}/shares`, body), 201);
  return { ...created, token: new URL(created.url).pathname.split("/")[2]! };
}
const isPng = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

describe.each(DIALECTS)("share links on %s", (dialect) => {
  let pg: TempPgDatabase | undefined;
  beforeAll(async () => {
    if (dialect === "postgres") pg = await createTempPgDatabase("shares");
    t = await createTestApp({ env: { RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100" }, databaseUrl: pg?.url });
    [alice, bob] = [await signInWithCookie(t), await signInWithCookie(t)];
  });
  afterAll(async () => {
    await t?.close();
    await pg?.drop();
  });

  describe("a share link for its owner", () => {
    it("is made with its URL shown once, listed by its start only, changed and revoked", async () => {
      const docId = await newDeck(alice);
      const made = await share(alice, docId, { label: "Board pre-read", downloads: true });
      expect(made.url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/s/quire_sh_[0-9A-Za-z]{48}$`));
      expect(made.embed).toContain(`src="${made.url}?embed=1"`);
      expect(made.share).toMatchObject({
        documentId: docId,
        label: "Board pre-read",
        status: "active",
        hasPassword: false,
        downloads: true,
        present: true,
        version: null,
        views: 0,
      });
      expect(made.token.startsWith(made.share.tokenStart)).toBe(true);

      const listed = await json(await call(alice, "GET", `/api/workspace/documents/${docId}/shares`), 200);
      expect(listed.items.map((s: Json) => s.id)).toEqual([made.share.id]);
      expect(JSON.stringify(listed)).not.toContain(made.token);

      const changed = await json(
        await call(alice, "PATCH", `/api/workspace/documents/${docId}/shares/${made.share.id}`, {
          label: "Board",
          present: false,
        }),
        200,
      );
      expect(changed.share).toMatchObject({ label: "Board", present: false, downloads: true });

      await json(await call(alice, "DELETE", `/api/workspace/documents/${docId}/shares/${made.share.id}`), 200);
      expect((await anon(`/s/${made.token}`)).status).toBe(404);
      expect((await anon(`/api/shared/${made.token}/slides/1.png`)).status).toBe(404);
      expect((await anon(`/api/shared/${made.token}/slides/1.png`, { headers: { "if-none-match": "*" } })).status).toBe(
        404,
      );
      const after = await json(
        await call(alice, "GET", `/api/workspace/documents/${docId}/shares/${made.share.id}`),
        200,
      );
      expect(after.share.status).toBe("revoked");
      expect(
        (
          await json(
            await call(alice, "PATCH", `/api/workspace/documents/${docId}/shares/${made.share.id}`, { label: "again" }),
            409,
          )
        ).error,
      ).toBe("conflict");
    });

    it("refuses what cannot be: a past or far expiry, a version that never was, no change at all", async () => {
      const docId = await newDeck(alice);
      const past = await json(
        await call(alice, "POST", `/api/workspace/documents/${docId}/shares`, { expiresAt: "2020-01-01T00:00:00Z" }),
        400,
      );
      expect(past.details[0].path).toBe("expiresAt");
      await json(
        await call(alice, "POST", `/api/workspace/documents/${docId}/shares`, {
          expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString(),
        }),
        400,
      );
      expect(
        (await json(await call(alice, "POST", `/api/workspace/documents/${docId}/shares`, { version: 9 }), 400))
          .details[0].path,
      ).toBe("version");
      await json(await call(alice, "POST", `/api/workspace/documents/${docId}/shares`, { password: "short" }), 400);
      const made = await share(alice, docId);
      await json(await call(alice, "PATCH", `/api/workspace/documents/${docId}/shares/${made.share.id}`, {}), 400);
    });
  });

  describe("what a link shows", () => {
    let docId: string;
    let link: Awaited<ReturnType<typeof share>>;
    beforeAll(async () => {
      docId = await newDeck(alice);
      link = await share(alice, docId, { downloads: true });
    });

    it("serves the page with a strict policy, noindex, no referrer and nothing from another host", async () => {
      const res = await anon(`/s/${link.token}?slide=2`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'none'; script-src 'self'");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(res.headers.get("set-cookie")).toBeNull();
      const html = await res.text();
      expect(html).toContain("Harbour lights Q3");
      expect(html).toContain(`/api/shared/${link.token}/slides/2.png`);
      expect(html).toContain("2 / 3");
      expect(html).toContain('alt="Highlights');
      // Our one script; no other host anywhere; nothing of the owner.
      expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/s/viewer.js" defer>']);
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
      expect(html).not.toContain(alice.email);
      expect(html).not.toContain(docId);

      const embedded = await anon(`/s/${link.token}?embed=1`);
      expect(embedded.headers.get("content-security-policy")).toContain("frame-ancestors *");
      expect(await embedded.text()).toContain('class="embed"');
      const script = await anon("/s/viewer.js");
      expect(script.headers.get("content-type")).toContain("text/javascript");
    });

    it("draws each slide as the owner's picture of it, and gives the outline with notes while presenting is allowed", async () => {
      const picture = await anon(`/api/shared/${link.token}/slides/2.png?width=800`);
      expect(picture.status).toBe(200);
      const bytes = new Uint8Array(await picture.arrayBuffer());
      expect(isPng(bytes)).toBe(true);
      const owners = new Uint8Array(
        await (await call(alice, "GET", `/api/workspace/documents/${docId}/slides/2.png?width=800`)).arrayBuffer(),
      );
      expect(Buffer.from(bytes).equals(Buffer.from(owners))).toBe(true);
      expect((await anon(`/api/shared/${link.token}/slides/9.png`)).status).toBe(404);
      // Asked again with its tag: 304, the link checked all the same.
      const etag = picture.headers.get("etag")!;
      expect(etag).not.toContain(docId);
      expect(
        (await anon(`/api/shared/${link.token}/slides/2.png?width=800`, { headers: { "if-none-match": etag } })).status,
      ).toBe(304);
      expect(
        (await anon(`/api/shared/${link.token}/slides/2.png?width=640`, { headers: { "if-none-match": etag } })).status,
      ).toBe(200);

      const outline = await json(await anon(`/api/shared/${link.token}`), 200);
      expect(outline).toMatchObject({
        title: "Harbour lights Q3",
        kind: "deck",
        present: true,
        downloads: ["pptx", "pdf"],
      });
      expect(outline.slides.map((s: Json) => s.notes)).toEqual([
        "Welcome everyone; thank the harbour team.",
        "Stress the ferries.",
        "",
      ]);
      await json(
        await call(alice, "PATCH", `/api/workspace/documents/${docId}/shares/${link.share.id}`, { present: false }),
        200,
      );
      const quiet = await json(await anon(`/api/shared/${link.token}`), 200);
      expect(quiet.slides.every((s: Json) => s.notes === undefined)).toBe(true);
      await json(
        await call(alice, "PATCH", `/api/workspace/documents/${docId}/shares/${link.share.id}`, { present: true }),
        200,
      );
    });

    it("offers the files only when downloads are on", async () => {
      const pptx = await anon(`/api/shared/${link.token}/download/pptx`);
      expect(pptx.status).toBe(200);
      expect(
        Buffer.from(await pptx.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe("PK");
      expect((await anon(`/api/shared/${link.token}/download/xlsx`)).status).toBe(404);
      const plain = await share(alice, docId);
      expect((await anon(`/api/shared/${plain.token}/download/pptx`)).status).toBe(404);
    });

    it("counts views and the seconds the page reports on each slide", async () => {
      const fresh = await share(alice, docId);
      await anon(`/s/${fresh.token}`);
      await anon(`/s/${fresh.token}?embed=1`);
      // Paged without script: the same opening, not another view.
      await anon(`/s/${fresh.token}?slide=2`);
      const report = (slide: number, seconds: number) =>
        anon(`/api/shared/${fresh.token}/views`, jsonRequest("POST", { slide, seconds }));
      expect((await report(1, 12)).status).toBe(204);
      expect((await report(2, 30)).status).toBe(204);
      expect((await report(2, 5)).status).toBe(204);
      expect((await report(4, 5)).status).toBe(400);
      expect((await report(1, 100_000)).status).toBe(400);
      const views = await json(
        await call(alice, "GET", `/api/workspace/documents/${docId}/shares/${fresh.share.id}/views`),
        200,
      );
      expect(views.total).toEqual({ views: 2, seconds: 47 });
      expect(views.slides).toEqual([
        { slide: 1, seconds: 12 },
        { slide: 2, seconds: 35 },
      ]);
      expect(views.days).toHaveLength(1);
      expect(
        (await json(await call(alice, "GET", `/api/workspace/documents/${docId}/shares/${fresh.share.id}`), 200)).share
          .views,
      ).toBe(2);
    });

    it("shows a doc as its safe HTML in a sandboxed frame", async () => {
      const doc = await newDeck(alice, {
        kind: "doc",
        title: "Ferry timetable",
        source: "# Ferry timetable\n\nFirst boat at 06:10.\n\n<script>alert(1)</script>",
      });
      const docLink = await share(alice, doc);
      const page = await (await anon(`/s/${docLink.token}`)).text();
      expect(page).toContain(`<iframe class="document" sandbox src="/api/shared/${docLink.token}/content"`);
      const content = await anon(`/api/shared/${docLink.token}/content`);
      expect(content.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
      const body = await content.text();
      expect(body).toContain("First boat at 06:10.");
      expect(body).not.toContain("<script>");
    });

    it("follows the latest version, or the one it is pinned to", async () => {
      const id = await newDeck(alice);
      const pinned = await share(alice, id, { version: 1 });
      const latest = await share(alice, id);
      const changed = {
        ...DECK.source,
        title: "Harbour lights Q3 (final)",
        slides: [{ layout: "title", title: "Harbour lights Q3 (final)" }],
      };
      await json(
        await call(alice, "PATCH", `/api/workspace/documents/${id}`, {
          version: 1,
          title: "Harbour lights Q3 (final)",
          source: changed,
        }),
        200,
      );
      expect((await json(await anon(`/api/shared/${pinned.token}`), 200)).slides).toHaveLength(3);
      const now = await json(await anon(`/api/shared/${latest.token}`), 200);
      expect(now.title).toBe("Harbour lights Q3 (final)");
      expect(now.slides).toHaveLength(1);
    });
  });

  describe("what a link never shows", () => {
    it("answers another space's document and links as missing", async () => {
      const docId = await newDeck(alice);
      const made = await share(alice, docId);
      expect((await json(await call(bob, "POST", `/api/workspace/documents/${docId}/shares`, {}), 404)).error).toBe(
        "not_found",
      );
      await json(await call(bob, "GET", `/api/workspace/documents/${docId}/shares`), 404);
      await json(await call(bob, "GET", `/api/workspace/documents/${docId}/shares/${made.share.id}`), 404);
      await json(await call(bob, "DELETE", `/api/workspace/documents/${docId}/shares/${made.share.id}`), 404);
      await json(await call(bob, "GET", `/api/workspace/documents/${docId}/shares/${made.share.id}/views`), 404);
      await json(await call(null, "GET", `/api/workspace/documents/${docId}/shares`), 401);
    });

    it("shows nothing of a password-protected document before the password, then opens it for a while", async () => {
      const docId = await newDeck(alice);
      const made = await share(alice, docId, { password: "harbour-lights" });
      const form = await anon(`/s/${made.token}`);
      const html = await form.text();
      expect(html).toContain('type="password"');
      expect(html).not.toContain("Harbour");
      // Nothing of the document, its size included: another document's form is the same page but for the token.
      const small = await share(
        alice,
        await newDeck(alice, { kind: "doc", title: "Tiny", source: "# Tiny\n\nOne line." }),
        { password: "another-one" },
      );
      const smallForm = await (await anon(`/s/${small.token}`)).text();
      expect(smallForm.replaceAll(small.token, "TOKEN")).toBe(html.replaceAll(made.token, "TOKEN"));
      for (const path of ["", "/slides/1.png", "/content", "/download/pptx"])
        expect((await anon(`/api/shared/${made.token}${path}`)).status).toBe(404);
      expect(
        (await anon(`/api/shared/${made.token}/views`, jsonRequest("POST", { slide: 1, seconds: 3 }))).status,
      ).toBe(404);

      const post = (password: string) =>
        anon(`/s/${made.token}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ password }).toString(),
          redirect: "manual",
        });
      const wrong = await post("not-it-at-all");
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).not.toContain("Harbour");
      const right = await post("harbour-lights");
      expect(right.status).toBe(303);
      const location = right.headers.get("location")!;
      expect(location).toMatch(new RegExp(`^/s/${made.token}\\?k=[0-9]{10}\\.`));
      const opened = await (await anon(location)).text();
      expect(opened).toContain("Harbour lights Q3");
      const key = new URL(location, "http://x").searchParams.get("k")!;
      expect(opened).toContain(`slides/1.png?width=1600&amp;k=${key}`);
      expect((await anon(`/api/shared/${made.token}/slides/1.png?k=${encodeURIComponent(key)}`)).status).toBe(200);

      // A new password ends every unlock given before it.
      await json(
        await call(alice, "PATCH", `/api/workspace/documents/${docId}/shares/${made.share.id}`, {
          password: "a-new-password",
        }),
        200,
      );
      expect((await anon(`/api/shared/${made.token}/slides/1.png?k=${encodeURIComponent(key)}`)).status).toBe(404);
      const api = await json(
        await anon(`/api/shared/${made.token}/unlock`, jsonRequest("POST", { password: "a-new-password" })),
        200,
      );
      expect((await anon(`/api/shared/${made.token}?k=${encodeURIComponent(api.key)}`)).status).toBe(200);
    });

    it("limits password guessing per link: 429 with Retry-After", async () => {
      const docId = await newDeck(alice);
      const made = await share(alice, docId, { password: "harbour-lights" });
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 12; i++) {
        const res = await anon(
          `/api/shared/${made.token}/unlock`,
          jsonRequest("POST", { password: `guess-${i}-wrong` }),
        );
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get("retry-after");
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      // Even the right password waits out the window.
      expect(
        (await anon(`/api/shared/${made.token}/unlock`, jsonRequest("POST", { password: "harbour-lights" }))).status,
      ).toBe(429);
    });

    it("stops an expired link, and takes a deleted document's links with it", async () => {
      const docId = await newDeck(alice);
      const made = await share(alice, docId, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
      expect((await anon(`/s/${made.token}`)).status).toBe(200);
      await t.deps.database.db
        .updateTable("share")
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", made.share.id)
        .execute();
      const gone = await anon(`/s/${made.token}`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).not.toContain("Harbour");
      expect(
        (await json(await call(alice, "GET", `/api/workspace/documents/${docId}/shares/${made.share.id}`), 200)).share
          .status,
      ).toBe("expired");

      const other = await share(alice, docId);
      await json(await call(alice, "DELETE", `/api/workspace/documents/${docId}`), 200);
      expect((await anon(`/s/${other.token}`)).status).toBe(404);
      const left = await t.deps.database.db.selectFrom("share").select("id").where("documentId", "=", docId).execute();
      expect(left).toEqual([]);
    });

    it("answers a token that never was, and any malformed one, alike", async () => {
      const never = `quire_sh_${"A".repeat(48)}`;
      for (const token of [never, "x", "quire_sh_%2e%2e", "a".repeat(80)]) {
        const res = await anon(`/s/${token}`);
        expect(res.status).toBe(404);
        expect(await res.text()).toContain("does not exist, or no longer works");
      }
    });

    it("keeps the token only as a hash, and never writes it to a log or the audit", async () => {
      const docId = await newDeck(alice);
      const made = await share(alice, docId, { password: "harbour-lights" });
      await anon(`/s/${made.token}`);
      await anon(`/api/shared/${made.token}/slides/1.png`);
      const row = await t.deps.database.db
        .selectFrom("share")
        .selectAll()
        .where("id", "=", made.share.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(made.token);
      expect(JSON.stringify(row)).not.toContain("harbour-lights");
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      const logs = JSON.stringify(await t.logs);
      expect(logs).not.toContain(made.token);
      expect(logs).toContain("/s/…");
    });
  });

  describe("an organization's links", () => {
    let owner: CookieSession;
    let member: CookieSession;
    let orgId: string;
    beforeAll(async () => {
      [owner, member] = [await signInWithCookie(t), await signInWithCookie(t)];
      orgId = (await json(await call(owner, "POST", "/api/organizations", { name: "Harbour board" }), 201)).id;
      const invitation = await json(
        await call(owner, "POST", `/api/organizations/${orgId}/invitations`, { email: member.email, role: "member" }),
        201,
      );
      await json(await call(member, "POST", `/api/invitations/${invitation.id}/accept`), 200);
      await json(await call(member, "PUT", "/api/organizations/active", { organizationId: orgId }), 200);
    });

    it("stops every link while sharing is off, and audits each link and the setting", async () => {
      const docId = await newDeck(member);
      const made = await share(member, docId);
      expect((await anon(`/s/${made.token}`)).status).toBe(200);
      expect(
        (await json(await call(member, "PATCH", `/api/organizations/${orgId}`, { sharing: false }), 403)).error,
      ).toBe("forbidden");
      const off = await json(await call(owner, "PATCH", `/api/organizations/${orgId}`, { sharing: false }), 200);
      expect(off).toMatchObject({ id: orgId, sharing: false });
      expect((await json(await call(owner, "GET", `/api/organizations/${orgId}`), 200)).sharing).toBe(false);
      expect((await anon(`/s/${made.token}`)).status).toBe(404);
      expect((await json(await call(member, "POST", `/api/workspace/documents/${docId}/shares`, {}), 403)).error).toBe(
        "forbidden",
      );
      expect(
        (await json(await call(member, "GET", `/api/workspace/documents/${docId}/shares`), 200)).items[0].status,
      ).toBe("blocked");
      await json(await call(owner, "PATCH", `/api/organizations/${orgId}`, { sharing: true }), 200);
      expect((await anon(`/s/${made.token}`)).status).toBe(200);
      await json(await call(member, "DELETE", `/api/workspace/documents/${docId}/shares/${made.share.id}`), 200);

      const log = (await json(await call(owner, "GET", `/api/organizations/${orgId}/audit`), 200)).items as Json[];
      const actions = log.map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(["share.created", "share.revoked", "sharing.changed"]));
      expect(JSON.stringify(log)).not.toContain(made.token);
    });

    it("drops a document's links when it moves out of the organization", async () => {
      const docId = await newDeck(member);
      const made = await share(member, docId);
      await json(await call(member, "POST", `/api/workspace/documents/${docId}/move`, { organizationId: null }), 200);
      expect((await anon(`/s/${made.token}`)).status).toBe(404);
      expect(
        await t.deps.database.db.selectFrom("share").select("id").where("id", "=", made.share.id).execute(),
      ).toEqual([]);
    });
  });
});

// The route bar's floor: bare Hono plus only the work no authenticated list can skip (key hash, lookup, list query),
// and with FLOOR_CONTEXT=1 Quire's request context (X-Request-Id, access line), which every route must carry.
// No limit, validation or error mapping: what this reaches is the most any such route can.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import Database from "better-sqlite3";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { hashApiKey, looksLikeApiKey } from "../../src/auth/api-keys/generate-key.js";
import { installRequestContext } from "../../src/http/request-context.js";
import { createLogger } from "../../src/lib/logger.js";
import { createNodeServer } from "../../src/http/node-server.js";

const KEY_HASH = hashApiKey(process.env.FLOOR_KEY!);
const DOCUMENTS = 1_000;

const db = new Database(join(process.env.DATA_DIR!, "floor.db"));
db.pragma("journal_mode = WAL");
db.exec(`
  create table user (id text primary key, email text not null, name text not null);
  create table api_key (id text primary key, userId text not null references user(id), hash text not null unique);
  create table document (id text primary key, userId text not null, kind text not null, title text not null, origin text not null,
    brandId text, version integer not null, createdAt text not null, updatedAt text not null, source text not null);
  create index document_user_id on document (userId, id);
`);
db.prepare("insert into user values ('user_1', 'floor@example.test', 'Floor')").run();
db.prepare("insert into api_key values ('key_1', 'user_1', ?)").run(KEY_HASH);
const insert = db.prepare("insert into document values (?, 'user_1', 'doc', ?, 'created', null, 1, ?, ?, ?)");
db.transaction(() => {
  for (let i = 0; i < DOCUMENTS; i++) {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    insert.run(
      `doc_${String(i).padStart(26, "0")}`,
      `Meeting notes ${i}`,
      at,
      at,
      JSON.stringify({ blocks: [{ type: "p", text: `Decision ${i}` }] }),
    );
  }
})();

const lookup = db.prepare(`select k.id as keyId, k.userId as userId, u.email as email, u.name as name
  from api_key k join user u on u.id = k.userId where k.hash = ?`);
const page = db.prepare(`select id, userId, kind, title, origin, brandId, version, createdAt, updatedAt
  from document where userId = ? order by id desc limit cast(? as integer)`);
const cachedKeys = new Map([[KEY_HASH, lookup.get(KEY_HASH) as { userId: string }]]);

type Verify = (hash: string) => { userId: string } | undefined;
const fromDatabase: Verify = (hash) => lookup.get(hash) as { userId: string } | undefined;
const fromMemory: Verify = (hash) => cachedKeys.get(hash);

function caller(c: { env: { incoming: IncomingMessage } }, verify: Verify): { userId: string } | undefined {
  const m = /^Bearer +(\S+) *$/i.exec(c.env.incoming.headers.authorization ?? "");
  return m && looksLikeApiKey(m[1]!, "quire") ? verify(hashApiKey(m[1]!)) : undefined;
}

const app = new Hono<{ Bindings: { incoming: IncomingMessage } }>();
app.get("/", (c) => c.json({ hello: "world" }));
app.get("/key", (c) => {
  const who = caller(c, fromDatabase);
  return who ? c.json({ userId: who.userId }) : c.json({ error: "unauthorized" }, 401);
});
// The empty list reads the documents of a user who has none, as the auth bench's fresh user does.
for (const [path, verify, owner] of [
  ["/empty-list", fromDatabase, "user_none"],
  ["/list", fromDatabase, ""],
  ["/list-key-in-memory", fromMemory, ""],
] as const) {
  app.get(path, (c) => {
    const who = caller(c, verify);
    if (!who) return c.json({ error: "unauthorized" }, 401);
    const rows = page.all(owner || who.userId, 21) as { id: string }[];
    return c.json({ items: rows.slice(0, 20), nextCursor: rows.length > 20 ? rows[19]!.id : null });
  });
}
const port = Number(process.env.PORT);
if (process.env.FLOOR_CONTEXT === "1") {
  const logger = createLogger("info");
  installRequestContext(app, logger);
  createNodeServer(app, logger).listen(port, "127.0.0.1");
} else {
  serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
}

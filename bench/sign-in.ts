// Signs a user in through the real magic-link flow (mail read from the outbox table) and creates an API key.
import Database from "better-sqlite3";
import { join } from "node:path";
import pg from "pg";

/** Reads the newest mail sent to an address; throws when there is none. */
export type MailReader = (email: string) => Promise<string>;

/** Reads the newest mail sent to `email` from the outbox table of a PostgreSQL database. */
export function pgOutbox(databaseUrl: string): MailReader {
  return async (email) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ text: string }>(
        `select "text" from outbox_mail where "to" = $1 order by id desc limit 1`,
        [email],
      );
      if (!rows.length) throw new Error(`no mail for ${email} in the outbox`);
      return rows[0]!.text;
    } finally {
      await client.end();
    }
  };
}

/** Reads the newest mail sent to `email` from the outbox table of the SQLite database in a server's DATA_DIR. */
export function sqliteOutbox(dataDir: string): MailReader {
  return async (email) => {
    const db = new Database(join(dataDir, "quire.db"), { readonly: true });
    try {
      const row = db.prepare(`select "text" from outbox_mail where "to" = ? order by id desc limit 1`).get(email) as
        { text: string } | undefined;
      if (!row) throw new Error(`no mail for ${email} in the outbox`);
      return row.text;
    } finally {
      db.close();
    }
  };
}

/** Signs `email` in by magic link on `url`; returns the session cookie header. */
export async function signInCookie(
  url: string,
  email: string,
  readMail: MailReader,
  origin = url.replace("127.0.0.1", "localhost"),
): Promise<string> {
  const asked = await fetch(`${url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 200) throw new Error(`magic link: ${asked.status} ${await asked.text()}`);
  const link = new URL(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<]+/.exec(await readMail(email))![0]);
  const opened = await fetch(`${url}${link.pathname}${link.search}`, { redirect: "manual" });
  return opened.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Asks a magic link on `url`, opens it, and creates a key with the session; returns the key's secret.
 * better-auth checks the Origin of cookie requests against PUBLIC_URL: `origin` must be that URL (the default
 * matches PUBLIC_URL's default, http://localhost:PORT).
 */
export async function createApiKey(
  url: string,
  email: string,
  readMail: MailReader,
  origin = url.replace("127.0.0.1", "localhost"),
): Promise<string> {
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify(body),
  });
  const asked = await fetch(`${url}/api/auth/sign-in/magic-link`, json({ email }));
  if (asked.status !== 200) throw new Error(`magic link: ${asked.status} ${await asked.text()}`);
  const link = new URL(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<]+/.exec(await readMail(email))![0]);
  const opened = await fetch(`${url}${link.pathname}${link.search}`, { redirect: "manual" });
  const cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const created = await fetch(`${url}/api/auth/api-key/create`, json({ name: "bench" }, { cookie }));
  if (created.status !== 200) throw new Error(`key: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { key: string }).key;
}

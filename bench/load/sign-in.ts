// Signs a user in through the real magic-link flow (mail read from the outbox table) and creates an API key.
import pg from "pg";

/** Reads the newest mail sent to `email` from the outbox table of a PostgreSQL database. */
export function pgOutbox(databaseUrl: string): (email: string) => Promise<string> {
  return async (email) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ text: string }>(`select "text" from outbox_mail where "to" = $1`, [email]);
      if (!rows.length) throw new Error(`no mail for ${email} in the outbox`);
      return rows.at(-1)!.text;
    } finally {
      await client.end();
    }
  };
}

/** Asks a magic link on `url`, opens it, and creates a key with the session; returns the key's secret. */
export async function createApiKey(url: string, email: string, readMail: (email: string) => Promise<string>): Promise<string> {
  // PUBLIC_URL defaults to http://localhost:PORT, and better-auth checks the Origin of cookie requests against it.
  const origin = url.replace("127.0.0.1", "localhost");
  const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: "POST", headers: { "content-type": "application/json", origin, ...headers }, body: JSON.stringify(body) });
  const asked = await fetch(`${url}/api/auth/sign-in/magic-link`, json({ email }));
  if (asked.status !== 200) throw new Error(`magic link: ${asked.status} ${await asked.text()}`);
  const link = new URL(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<]+/.exec(await readMail(email))![0]);
  const opened = await fetch(`${url}${link.pathname}${link.search}`, { redirect: "manual" });
  const cookie = opened.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const created = await fetch(`${url}/api/auth/api-key/create`, json({ name: "load" }, { cookie }));
  if (created.status !== 200) throw new Error(`key: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { key: string }).key;
}

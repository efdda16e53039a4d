// The contract every mail transport keeps (the outbox table, SMTP); each transport's test calls it.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import type { Mailer } from "../../src/auth/mailer.js";
import { contractCases, type ContractSkip } from "../contract.js";

/** A mail as whoever receives it reads it: its recipients, sender, subject, and text and HTML bodies. */
export interface DeliveredMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailBackend {
  /** The mailer the auth service makes (createMailer) with `env` beside what the transport needs, on this transport. */
  mailer: Mailer;
  /** The mails delivered to `address` so far, oldest first, read past the mailer. */
  delivered(address: string): Promise<DeliveredMail[]>;
  /** A mailer whose transport is gone (its SMTP server down, its table dropped). */
  broken(): Promise<Mailer>;
  close(): Promise<void>;
}

const CASES = {
  signIn: "delivers a sign-in mail once to its address, with the link and its expiry in the text and the HTML",
  invitation: "delivers an invitation naming the organization, who invited, the role, the link and the expiry",
  escaped: "escapes names and links in the HTML and keeps them as written in the subject and the text",
  words: "keeps words outside ASCII as written in the subject, the text and the HTML",
  together: "delivers mails sent at once each to its own address, with its own link",
  sender: "sends from MAIL_FROM",
  addressCase: "delivers to the address as written, its local part's case kept (a domain's case means nothing)",
  failure: "rejects the send when the transport is gone, so the caller can answer the failure",
} as const;
export type MailTransportCase = keyof typeof CASES;

/** What every backend is opened with: the sender its mails name. */
export const MAIL_ENV = { MAIL_FROM: "Quire Mail <mail@quire.test>", PUBLIC_URL: "http://quire.test" } as const;

const inAnHour = () => new Date(Date.now() + 3_600_000);

/** Declares the contract's cases in the calling describe block, on the backend `open` makes (once, for all cases). */
export function mailTransportContract(
  open: (env: typeof MAIL_ENV) => Promise<MailBackend>,
  options: { skip?: ContractSkip<MailTransportCase>[] } = {},
) {
  const run = contractCases(CASES, options.skip);
  let backend: MailBackend;
  let addresses = 0;
  const address = (local = "person") => `${local}-${++addresses}-${randomBytes(3).toString("hex")}@example.test`;
  /** The one mail `to` received (failing when there are none or several). */
  const onlyMail = async (to: string) => {
    const mails = await backend.delivered(to);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };

  beforeAll(async () => {
    backend = await open(MAIL_ENV);
  });
  afterAll(async () => backend?.close());

  run("signIn", async () => {
    const to = address();
    const token = randomBytes(8).toString("hex");
    const url = `${MAIL_ENV.PUBLIC_URL}/api/auth/magic-link/verify?token=${token}&callbackURL=/app`;
    await backend.mailer.sendMagicLink({ to, url, expiresInMinutes: 5 });
    const mail = await onlyMail(to);
    expect(mail.to).toEqual([to]);
    expect(mail.subject).toBe("Your Quire sign-in link");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(url.replaceAll("&", "&amp;"));
    for (const body of [mail.text, mail.html]) expect(body).toContain("5 minutes");
  });

  run("invitation", async () => {
    const to = address();
    const url = `${MAIL_ENV.PUBLIC_URL}/invitations/inv_${randomBytes(6).toString("hex")}`;
    const expiresAt = inAnHour();
    const organizationName = "Harbour Press";
    await backend.mailer.sendInvitation({ to, url, organizationName, inviterName: "Ada", role: "admin", expiresAt });
    const mail = await onlyMail(to);
    expect(mail.subject).toBe("Ada invited you to Harbour Press on Quire");
    for (const body of [mail.text, mail.html]) {
      for (const words of [organizationName, "Ada", "as admin", url, expiresAt.toUTCString(), to]) {
        expect(body).toContain(words);
      }
    }
  });

  run("escaped", async () => {
    const to = address();
    const organizationName = `<b>R&D</b> "Labs"`;
    const url = `${MAIL_ENV.PUBLIC_URL}/invitations/x?a=1&b=2`;
    const inviterName = "Ada <ada@x>";
    const expiresAt = inAnHour();
    await backend.mailer.sendInvitation({ to, url, organizationName, inviterName, role: "member", expiresAt });
    const mail = await onlyMail(to);
    expect(mail.subject).toBe(`${inviterName} invited you to ${organizationName} on Quire`);
    expect(mail.text).toContain(organizationName);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain("&lt;b&gt;R&amp;D&lt;/b&gt; &quot;Labs&quot;");
    expect(mail.html).toContain("Ada &lt;ada@x&gt;");
    expect(mail.html).toContain("x?a=1&amp;b=2");
    expect(mail.html).not.toContain("<b>R&D");
  });

  run("words", async () => {
    const to = address();
    const [organizationName, inviterName] = ["Café Ñandú 東京", "Zoë Ångström"];
    const url = `${MAIL_ENV.PUBLIC_URL}/invitations/w`;
    const expiresAt = inAnHour();
    await backend.mailer.sendInvitation({ to, url, organizationName, inviterName, role: "member", expiresAt });
    const mail = await onlyMail(to);
    expect(mail.subject).toBe(`${inviterName} invited you to ${organizationName} on Quire`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(organizationName);
      expect(body).toContain(inviterName);
    }
  });

  run("together", async () => {
    const sends = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({ to: address(`p${i}`), url: `http://quire.test/v?t=${i}x` }));
    await Promise.all(sends.map(({ to, url }) => backend.mailer.sendMagicLink({ to, url, expiresInMinutes: 5 })));
    for (const { to, url } of sends) {
      const mail = await onlyMail(to);
      expect(mail.to).toEqual([to]);
      expect(mail.text).toContain(url);
    }
  });

  run("sender", async () => {
    const to = address();
    await backend.mailer.sendMagicLink({ to, url: `${MAIL_ENV.PUBLIC_URL}/verify?token=s`, expiresInMinutes: 5 });
    expect((await onlyMail(to)).from).toBe(MAIL_ENV.MAIL_FROM);
  });

  run("addressCase", async () => {
    const to = `Ana.Lopez-${randomBytes(3).toString("hex")}@example.test`;
    await backend.mailer.sendMagicLink({ to, url: `${MAIL_ENV.PUBLIC_URL}/verify?token=c`, expiresInMinutes: 5 });
    expect((await onlyMail(to)).to).toEqual([to]);
  });

  run("failure", async () => {
    const mailer = await backend.broken();
    try {
      const to = address();
      const send = mailer.sendMagicLink({ to, url: `${MAIL_ENV.PUBLIC_URL}/verify?token=f`, expiresInMinutes: 5 });
      await expect(send).rejects.toBeTruthy();
      expect(await backend.delivered(to)).toEqual([]);
    } finally {
      mailer.close();
    }
  });
}

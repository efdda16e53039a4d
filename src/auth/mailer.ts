// Sends the sign-in and invitation e-mails: nodemailer over SMTP_URL, else the outbox table (and, in development, the log).
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config/load.js";
import { newId } from "../lib/ids.js";
import type { OutboxRepo } from "../store/repos/outbox.js";

export interface MagicLinkMail {
  to: string;
  url: string;
  expiresInMinutes: number;
}

export interface InvitationMail {
  to: string;
  url: string;
  organizationName: string;
  inviterName: string;
  role: string;
  expiresAt: Date;
}

export interface Mailer {
  sendMagicLink(mail: MagicLinkMail): Promise<void>;
  sendInvitation(mail: InvitationMail): Promise<void>;
  close(): void;
}

export function mailFrom(config: Pick<Config, "MAIL_FROM" | "PUBLIC_URL">): string {
  return config.MAIL_FROM ?? `Quire <no-reply@${new URL(config.PUBLIC_URL).hostname}>`;
}

export function createMailer(config: Config, outbox: OutboxRepo, logger: Logger): Mailer {
  const smtpUrl = config.SMTP_URL;
  // nodemailer is loaded with the first mail, not by every start: most servers send none for a while, many never.
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  const from = mailFrom(config);
  async function send(
    to: string,
    url: string,
    message: { subject: string; text: string; html: string },
    what: string,
  ): Promise<void> {
    if (smtpUrl) {
      await (
        await smtp(smtpUrl)
      ).sendMail({ from, to, subject: message.subject, text: message.text, html: message.html });
      return;
    }
    await outbox.insert({ id: newId("mail"), to: to.toLowerCase(), ...message, createdAt: new Date().toISOString() });
    // Without SMTP the developer needs the link somewhere; never in production logs.
    if (config.NODE_ENV === "development")
      logger.info({ to, link: url }, `${what} link (development only; no SMTP_URL set)`);
  }
  return {
    sendMagicLink: (mail) => send(mail.to, mail.url, renderMagicLink(mail), "sign-in"),
    sendInvitation: (mail) => send(mail.to, mail.url, renderInvitation(mail), "invitation"),
    close() {
      void transport?.then(
        (t) => t.close(),
        () => undefined,
      );
    },
  };
}

export function renderMagicLink(mail: MagicLinkMail): { subject: string; text: string; html: string } {
  const minutes = `${mail.expiresInMinutes} minute${mail.expiresInMinutes === 1 ? "" : "s"}`;
  const subject = "Your Quire sign-in link";
  const text = [
    "Sign in to Quire",
    "",
    "Open this link to sign in:",
    mail.url,
    "",
    `The link expires in ${minutes} and works once.`,
    "If you did not ask to sign in, you can ignore this e-mail.",
  ].join("\n");
  const href = escapeHtml(mail.url);
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>Sign in to Quire</h1>
<p><a href="${href}">Sign in to Quire</a></p>
<p>Or paste this address into your browser:<br>${href}</p>
<p>The link expires in ${minutes} and works once.</p>
<p>If you did not ask to sign in, you can ignore this e-mail.</p>
</body></html>`;
  return { subject, text, html };
}

export function renderInvitation(mail: InvitationMail): { subject: string; text: string; html: string } {
  const subject = `${mail.inviterName} invited you to ${mail.organizationName} on Quire`;
  const until = mail.expiresAt.toUTCString();
  const text = [
    `Join ${mail.organizationName} on Quire`,
    "",
    `${mail.inviterName} invited you to join ${mail.organizationName} as ${mail.role}. Open this link to accept:`,
    mail.url,
    "",
    `The invitation is for ${mail.to} only, works once and expires on ${until}.`,
    "If you did not expect it, you can ignore this e-mail.",
  ].join("\n");
  const href = escapeHtml(mail.url);
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>Join ${escapeHtml(mail.organizationName)} on Quire</h1>
<p>${escapeHtml(mail.inviterName)} invited you to join ${escapeHtml(mail.organizationName)} as ${escapeHtml(mail.role)}.</p>
<p><a href="${href}">Accept the invitation</a></p>
<p>Or paste this address into your browser:<br>${href}</p>
<p>The invitation is for ${escapeHtml(mail.to)} only, works once and expires on ${escapeHtml(until)}.</p>
<p>If you did not expect it, you can ignore this e-mail.</p>
</body></html>`;
  return { subject, text, html };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

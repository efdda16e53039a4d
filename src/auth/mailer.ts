// Sends the sign-in e-mail: nodemailer over SMTP_URL, else the outbox table (and, in development, the log).
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config/load.js";
import { newId } from "../lib/ids.js";
import type { OutboxRepo } from "../store/repos/outbox.js";

export interface MagicLinkMail {
  to: string;
  url: string;
  expiresInMinutes: number;
}

export interface Mailer {
  sendMagicLink(mail: MagicLinkMail): Promise<void>;
  close(): void;
}

export function mailFrom(config: Pick<Config, "MAIL_FROM" | "PUBLIC_URL">): string {
  return config.MAIL_FROM ?? `Quire <no-reply@${new URL(config.PUBLIC_URL).hostname}>`;
}

export function createMailer(config: Config, outbox: OutboxRepo, logger: Logger): Mailer {
  const transport: Transporter | undefined = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  const from = mailFrom(config);
  return {
    async sendMagicLink(mail) {
      const message = renderMagicLink(mail);
      if (transport) {
        await transport.sendMail({ from, to: mail.to, subject: message.subject, text: message.text, html: message.html });
        return;
      }
      await outbox.insert({ id: newId("mail"), to: mail.to.toLowerCase(), ...message, createdAt: new Date().toISOString() });
      // Without SMTP the developer needs the link somewhere; never in production logs.
      if (config.NODE_ENV === "development") logger.info({ to: mail.to, link: mail.url }, "sign-in link (development only; no SMTP_URL set)");
    },
    close() {
      transport?.close();
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

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

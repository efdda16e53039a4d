// A real SMTP server (smtp-server) on an ephemeral loopback port that keeps every message it receives.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Waits for the n-th mail (1-based) to arrive. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(count, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return mails[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Splits a multipart message into its parts and decodes quoted-printable / base64 bodies. */
export function mimeParts(raw: string): { contentType: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  return parts.map((part) => {
    const [head = "", ...rest] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const body = rest.join("\n\n");
    const contentType = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? "";
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
    let decoded = body;
    if (encoding === "quoted-printable") {
      decoded = Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        "latin1",
      ).toString("utf8");
    } else if (encoding === "base64") decoded = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    return { contentType, body: decoded };
  });
}

export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  return new RegExp(`^${name}:\\s*(.+)$`, "im").exec(head)?.[1]?.trim();
}

/** A received message as its reader sees it: sender, subject (unfolded, encoded words decoded) and bodies. */
export function readMail(raw: string): { from: string; subject: string; text: string; html: string } {
  const parts = mimeParts(raw);
  const body = (type: string) => parts.find((p) => p.contentType === type)?.body ?? "";
  const [from, subject] = [decodedHeader(raw, "From"), decodedHeader(raw, "Subject")];
  return { from, subject, text: body("text/plain"), html: body("text/html") };
}

/** A header's value with its folded lines joined and RFC 2047 words (=?UTF-8?B|Q?…?=) decoded. */
function decodedHeader(raw: string, name: string): string {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n(?=[ \t])/g, "");
  const value = new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const hexByte = (_m: string, hex: string) => String.fromCharCode(parseInt(hex, 16));
  const word = (_m: string, charset: string, kind: string, text: string) => {
    const bytes =
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, hexByte), "latin1");
    return new TextDecoder(charset).decode(bytes);
  };
  // Words next to each other are one text: the space between them is folding, not content.
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, word);
}

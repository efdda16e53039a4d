// Real provider streams from test/fixtures/third-party/provider-streams, as recorded: read, framed (the one file kept as
// bare JSON payloads), and with a Quire answer spliced into their content strings — every other byte as the provider sent it.
import { readFileSync } from "node:fs";
import { thirdParty, thirdPartyFile } from "../fixtures.js";

export const haveCaptures = thirdParty("provider-streams") !== null;

export const readCapture = (path: string) => readFileSync(thirdPartyFile(`provider-streams/${path}`), "utf8");

/** A file of `data:` payloads only (one JSON a line), framed as its README says: `event: <type>` then `data:`. */
export function framePayloads(text: string): string {
  return text
    .trim()
    .split("\n")
    .map((line) => `event: ${(JSON.parse(line) as { type: string }).type}\ndata: ${line}\n\n`)
    .join("");
}

/** Each `"key":"…"` string literal in `body`, with where it starts and ends and its value. */
function literals(body: string, key: string): Array<{ start: number; end: number; value: string }> {
  const out: Array<{ start: number; end: number; value: string }> = [];
  const head = `"${key}":"`;
  for (let at = body.indexOf(head); at >= 0; at = body.indexOf(head, at + 1)) {
    const start = at + head.length - 1;
    let end = start + 1;
    while (end < body.length && body[end] !== '"') end += body[end] === "\\" ? 2 : 1;
    out.push({ start, end: end + 1, value: JSON.parse(body.slice(start, end + 1)) as string });
  }
  return out;
}

/**
 * The answer cut into as many pieces as there are `"key":"…"` content strings that `take` accepts, each put in place of
 * one of them, in order (the framing around them untouched).
 */
export function spliceAnswer(
  body: string,
  key: string,
  answer: string,
  take: (value: string, event: string) => boolean = (v) => v.length > 0,
): string {
  const events = body.split(/(?<=\n\n)/);
  const slots: Array<{ event: number; start: number; end: number }> = [];
  events.forEach((event, i) => {
    for (const l of literals(event, key))
      if (take(l.value, event)) slots.push({ event: i, start: l.start, end: l.end });
  });
  if (!slots.length) throw new Error(`no "${key}" content to splice into`);
  const per = Math.ceil(answer.length / slots.length);
  // From the last slot back, so earlier offsets in the same event stay valid.
  for (let n = slots.length - 1; n >= 0; n--) {
    const { event, start, end } = slots[n]!;
    const e = events[event]!;
    events[event] = e.slice(0, start) + JSON.stringify(answer.slice(n * per, (n + 1) * per)) + e.slice(end);
  }
  return events.join("");
}

/** Every `"key":"from"` string (a done event's whole text) set to `to`. */
export function replaceWhole(body: string, key: string, from: string, to: string): string {
  return body.split(`"${key}":${JSON.stringify(from)}`).join(`"${key}":${JSON.stringify(to)}`);
}

/** The index of the first event of `body` that contains `text` (for a pause before it). */
export function eventIndex(body: string, text: string): number {
  const i = body.split(/(?<=\n\n)/).findIndex((e) => e.includes(text));
  if (i < 0) throw new Error(`no event with ${text}`);
  return i;
}

/** `body` with `event` inserted before its event number `at`. */
export function insertEvent(body: string, at: number, event: string): string {
  const events = body.split(/(?<=\n\n)/);
  events.splice(at, 0, event.endsWith("\n\n") ? event : `${event}\n\n`);
  return events.join("");
}

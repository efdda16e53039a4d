// Every route of the OpenAPI document, called with an organization key of each single scope (and one with every
// scope), made by a maker who is still an admin and by one who has left: each key reaches exactly its scopes' data in
// the organization — directly, through attachments and documentId, through pictures in rendered and generated
// sources, through the MCP tools — and nothing of its maker's personal space, which no call changes and no answer
// shows. A route the table does not know fails the suite: a new route must say how a key may call it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY_SCOPES, type KeyScope } from "../../src/auth/api-keys/key-scopes.js";
import { answerText, toolResult } from "./key-reach/answers.js";
import { ROUTES, type Call, type Ids, type Variant } from "./key-reach/routes.js";
import {
  buildWorld,
  KEY_NAMES,
  personalState,
  type Headers,
  type KeyName,
  type Maker,
  type World,
} from "./key-reach/world.js";

let w: World;
/** Every status a key got from each route: the OpenAPI document must list each. */
const answered = new Map<string, Set<number>>();
beforeAll(async () => {
  w = await buildWorld();
}, 180_000);
afterAll(async () => w?.t.close());

const scopesOf = (name: KeyName): readonly KeyScope[] => (name === "all" ? KEY_SCOPES : [name]);

async function send(call: Call, key: Headers, route: string): Promise<Response> {
  const headers: Headers = { ...key, ...call.headers };
  let body: BodyInit | undefined;
  if (call.form) body = call.form();
  else if (call.raw) [body, headers["content-type"]] = [call.raw.bytes as BodyInit, call.raw.type];
  else if (call.body !== undefined) [body, headers["content-type"]] = [JSON.stringify(call.body), "application/json"];
  const res = await w.t.app.request(call.path, { method: call.method, headers, body });
  if (!answered.has(route)) answered.set(route, new Set());
  answered.get(route)!.add(res.status);
  return res;
}

/** Nothing of a maker's personal space in an answer — beyond what the call itself named (an id echoed in a 404). */
function showsNothingPersonal(text: string, call: Call, where: string) {
  const asked = JSON.stringify(call);
  for (const maker of w.makers)
    for (const mark of maker.personal.marks)
      if (!asked.includes(mark))
        expect(text.includes(mark), `${where} shows ${maker.label}'s personal ${mark.slice(0, 30)}`).toBe(false);
}

/** What one call answers, checked: allowed, the variant's statuses and what it must show; refused, 403 naming a missing scope. */
async function expectAnswer(
  route: string,
  variant: Variant,
  call: Call,
  key: Headers,
  missing: readonly KeyScope[],
  statuses: readonly number[],
  where: string,
) {
  const res = await send(call, key, route);
  const text = await answerText(res);
  showsNothingPersonal(text, call, where);
  const naming = new RegExp(`\`(${missing.join("|")})\``);
  if (variant.mcp) {
    expect(res.status, `${where}: ${text.slice(0, 300)}`).toBe(200);
    const result = toolResult(text);
    if (missing.length) expect(result.isError && result.text, where).toMatch(/^forbidden \(403\)/);
    if (missing.length) expect(result.text, where).toMatch(naming);
    else if (statuses === variant.ok) expect(result.isError, `${where}: ${result.text}`).toBeFalsy();
    return text;
  }
  if (missing.length) {
    expect(res.status, `${where}: ${text.slice(0, 300)}`).toBe(403);
    expect(JSON.parse(text).message, where).toMatch(naming);
  } else expect(statuses, `${where} answered ${res.status}: ${text.slice(0, 300)}`).toContain(res.status);
  return text;
}

async function runVariant(route: string, variant: Variant, keyName: KeyName, maker: Maker) {
  const key = maker.keys[keyName];
  const missing = variant.needs.filter((scope) => !scopesOf(keyName).includes(scope));
  const where = `${keyName} key of the ${maker.label} maker, ${route} (${variant.label})`;
  const ids: Ids = { ...w.org };
  if (!missing.length && variant.consumes)
    ids[variant.consumes] = variant.consumes === "job" ? await w.fresh.queuedJob() : await w.fresh[variant.consumes]();
  const before = await personalState(w.t, maker);
  const orgCall = variant.call(ids, w);
  const text = await expectAnswer(route, variant, orgCall, key, missing, variant.ok, where);
  if (!missing.length && variant.shows) expect(() => variant.shows!(text, w, scopesOf(keyName)), where).not.toThrow();
  if (variant.personal !== null) {
    const personalCall = variant.call(maker.personal, w);
    await expectAnswer(route, variant, personalCall, key, missing, [variant.personal], `${where} with personal ids`);
  }
  expect(await personalState(w.t, maker), `${where} changed the personal space`).toBe(before);
}

async function runRoute(route: string, keyName: KeyName, maker: Maker) {
  const spec = ROUTES[route]!;
  const key = maker.keys[keyName];
  const where = `${keyName} key of the ${maker.label} maker, ${route}`;
  if (spec.kind === "scoped") {
    for (const variant of spec.variants) await runVariant(route, variant, keyName, maker);
    return;
  }
  const before = await personalState(w.t, maker);
  const call = spec.call(w);
  const res = await send(call, key, route);
  const text = await answerText(res);
  showsNothingPersonal(text, call, where);
  if (spec.kind === "people") {
    expect(res.status, `${where}: ${text.slice(0, 300)}`).toBe(403);
    expect(JSON.parse(text).message, where).toMatch(spec.why);
  } else expect(res.status, `${where}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(await personalState(w.t, maker), `${where} changed the personal space`).toBe(before);
}

describe("an organization key's reach, route by route", () => {
  it("knows how to call every route of the OpenAPI document, and no route it lacks", async () => {
    const document = (await (await w.t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((m) => /^(get|post|put|patch|delete)$/.test(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(Object.keys(ROUTES).sort()).toEqual(served.sort());
  });

  describe.each(["staying", "left"])("made by a maker who is %s", (label) => {
    it.each(KEY_NAMES)("a %s key reaches exactly its scopes' data, and nothing of its maker's", async (keyName) => {
      const maker = w.makers.find((m) => m.label === label)!;
      const everyone = await Promise.all(w.makers.map((m) => personalState(w.t, m)));
      for (const route of Object.keys(ROUTES)) await runRoute(route, keyName, maker);
      expect(await Promise.all(w.makers.map((m) => personalState(w.t, m)))).toEqual(everyone);
    });
  });

  // Last: it reads what the keys' runs above were answered.
  it("lists in the OpenAPI document every status a key got from a route", async () => {
    const document = (await (await w.t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const unlisted = [...answered].flatMap(([route, statuses]) => {
      const [method, path] = route.split(" ") as [string, string];
      const listed = Object.keys(document.paths[path]![method.toLowerCase()]!.responses);
      return [...statuses].filter((s) => !listed.includes(String(s))).map((s) => `${route} → ${s}`);
    });
    expect(unlisted).toEqual([]);
  });
});

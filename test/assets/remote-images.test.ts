// Remote images on the operator's allow-list (IMAGE_HOSTS), against a real HTTP server on 127.0.0.1: fetched,
// stripped and embedded when allowed; refused with a warning for a slow, large, SVG, lying or redirected answer, and
// never fetched for a host, port or scheme off the list or a listed name that resolves to a loopback address.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedHost, parseHostList as parseImageHosts } from "../../src/outbound/host-list.js";
import { isPublicAddress } from "../../src/outbound/public-address.js";
import { resolveImages } from "../../src/assets/resolve-images.js";
import type { Source } from "../../src/formats/model/source.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { BASE_JPEG, exifWithGps, jpegWith, plainPng, pngWithText, SVG } from "./images.js";

const PNG = plainPng(6, 5);
const hits = new Map<string, number>();
let server: http.Server;
let origin: string;
let t: TestApp;

function serve(req: http.IncomingMessage, res: http.ServerResponse): void {
  const path = req.url ?? "/";
  hits.set(path, (hits.get(path) ?? 0) + 1);
  const send = (type: string, body: Buffer) =>
    void res.writeHead(200, { "content-type": type, "content-length": body.length }).end(body);
  switch (path) {
    case "/photo.jpg":
      return send("image/jpeg", jpegWith(BASE_JPEG, exifWithGps()));
    case "/chart.png":
    case "/via-localhost.png":
      return send("image/png; charset=binary", pngWithText(PNG));
    case "/slow.png":
      setTimeout(() => send("image/png", PNG), 3_000).unref();
      return;
    case "/big.png": // no Content-Length: the cap holds while streaming
      res.writeHead(200, { "content-type": "image/png" });
      res.write(PNG);
      res.end(Buffer.alloc(70 * 1024));
      return;
    case "/image.svg":
      return send("image/svg+xml", SVG);
    case "/lying.png":
      return send("image/png", Buffer.from("<!doctype html><script>alert(1)</script>"));
    case "/page":
      return send("text/html", Buffer.from("<!doctype html>"));
    case "/hop":
      return void res.writeHead(302, { location: "/chart.png" }).end();
    case "/away":
      return void res
        .writeHead(302, { location: `http://127.0.0.2:${(server.address() as AddressInfo).port}/chart.png` })
        .end();
    case "/loop":
      return void res.writeHead(302, { location: "/loop" }).end();
    default:
      return void res.writeHead(404).end();
  }
}

beforeAll(async () => {
  server = http.createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    env: {
      IMAGE_HOSTS: `${origin}, http://localhost:${port}`,
      IMAGE_FETCH_TIMEOUT_MS: "400",
      ASSET_MAX_BYTES: String(64 * 1024),
    },
  });
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await t?.close();
});

const imageDeck = (srcs: string[]): Source => ({
  kind: "deck",
  title: "Remote",
  slides: srcs.map((src, i) => ({ layout: "image", title: `S${i + 1}`, image: { src, alt: `Image ${i + 1}` } })),
});
const render = async (source: Source) =>
  (await (await t.app.request("/api/render", jsonRequest("POST", { source }))).json()) as {
    html: string;
    warnings: string[];
  };
const b64 = (b: Uint8Array) => Buffer.from(b).toString("base64");

describe("allowed hosts", () => {
  it("fetches, strips and embeds images from a listed host (deck, Markdown, a same-host redirect), even in a public render", async () => {
    const source: Source = {
      kind: "deck",
      title: "R",
      slides: [
        { layout: "image", image: { src: `${origin}/photo.jpg`, alt: "Photo" } },
        { layout: "content", title: "Chart", body: `![Chart](${origin}/hop)` },
      ],
    };
    const out = await render(source);
    expect(out.html).toContain(`data:image/jpeg;base64,${b64(BASE_JPEG)}`);
    expect(out.html).toContain(`data:image/png;base64,${b64(PNG)}`);
    expect(out.html).not.toContain(origin);
    expect(out.warnings).toEqual([]);
  });
});

describe("refused answers", () => {
  const cases: [string, RegExp][] = [
    ["/slow.png", /did not arrive within 0.4 s/],
    ["/big.png", /larger than the 64 KiB image limit/],
    ["/image.svg", /sent image\/svg\+xml, not a PNG, JPEG or GIF/],
    ["/lying.png", /is an HTML page/],
    ["/page", /sent text\/html/],
    ["/away", /redirects to 127\.0\.0\.2:\d+, which is not on this service's list/],
    ["/loop", /redirects too many times/],
    ["/missing.png", /answered 404/],
  ];
  it("keeps a placeholder and says why, for each", async () => {
    const started = Date.now();
    const out = await render(imageDeck(cases.map(([path]) => `${origin}${path}`)));
    expect(Date.now() - started).toBeLessThan(2_500);
    cases.forEach(([path, why], i) => {
      const warning = out.warnings.find((w) =>
        w.startsWith(`Slide ${i + 1}: image ${origin}${path} was not embedded: `),
      );
      expect(warning, path).toMatch(why);
    });
    expect(out.html).not.toContain("data:image/png;base64,");
    expect(out.html).not.toContain("<script>alert");
  });

  it("never connects for a listed name that resolves to a loopback address, another port, or another scheme", async () => {
    const port = Number(new URL(origin).port);
    const before = new Map(hits);
    const out = await render(
      imageDeck([
        `http://localhost:${port}/via-localhost.png`,
        `http://127.0.0.1:${port + 1}/chart.png`,
        `https://127.0.0.1:${port}/chart.png`,
      ]),
    );
    expect(hits).toEqual(before);
    expect(out.warnings.find((w) => w.startsWith("Slide 1:"))).toMatch(
      /localhost resolves to a private or local address/,
    );
    expect(out.html).not.toContain("data:image/png;base64,");
  });

  it("fetches nothing when no host is listed (the default)", async () => {
    const before = new Map(hits);
    const source = imageDeck([`${origin}/chart.png`]);
    const out = await resolveImages(
      { ...t.deps.assets, remote: { hosts: [], timeoutMs: 400 } },
      source,
      async () => null,
    );
    expect(out).toEqual({ source, warnings: [] });
    expect(hits).toEqual(before);
  });
});

describe("IMAGE_HOSTS entries", () => {
  it("parses hosts, wildcards, ports and schemes, and names bad entries", () => {
    const { hosts, problems } = parseImageHosts(
      "images.example.com, *.cdn.example.org http://10.0.0.5:8080 https://[::1]:8443 bad/path *.10.0.0.1 ftp://x",
    );
    expect(
      hosts.map((h) => `${h.protocol}//${h.wildcard ? "*." : ""}${h.host}:${h.port}${h.address ? " (address)" : ""}`),
    ).toEqual([
      "https://images.example.com:443",
      "https://*.cdn.example.org:443",
      "http://10.0.0.5:8080 (address)",
      "https://::1:8443 (address)",
    ]);
    expect(problems).toHaveLength(3);
    const allowed = (url: string) => allowedHost(hosts, new URL(url)) !== null;
    expect(allowed("https://images.example.com/a.png")).toBe(true);
    expect(allowed("https://IMAGES.example.com:443/a.png")).toBe(true);
    expect(allowed("http://images.example.com/a.png")).toBe(false);
    expect(allowed("https://images.example.com:8443/a.png")).toBe(false);
    expect(allowed("https://evilimages.example.com/a.png")).toBe(false);
    expect(allowed("https://a.b.cdn.example.org/x.gif")).toBe(true);
    expect(allowed("https://cdn.example.org/x.gif")).toBe(false);
    expect(allowed("https://cdn.example.org.evil.com/x.gif")).toBe(false);
    expect(allowed("http://10.0.0.5:8080/x.png")).toBe(true);
    expect(allowed("https://[::1]:8443/x.png")).toBe(true);
  });

  it("refuses to boot with a bad entry", async () => {
    await expect(createTestApp({ env: { IMAGE_HOSTS: "https://images.example.com/path" } })).rejects.toThrow(
      /IMAGE_HOSTS/,
    );
  });

  it("tells public addresses from private, loopback, link-local and reserved ones", () => {
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111"]) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "224.0.0.1",
      "not an ip",
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});

// Serves the built web app (web/dist) from this process: hashed assets cached long, every other page gets index.html.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../env.js";
import { projectPath } from "../../lib/project-root.js";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
};

/** The app's pages may only load from this origin; previews are sandboxed srcdoc frames. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export const WEB_DIST = projectPath("web", "dist");

/**
 * The web app: `routes` serves hashed assets; `page` answers any other GET outside /api and /assets with the app
 * page, and is called from the app's not-found handler. A catch-all route instead would sit in front of every
 * API route and cost each of them a middleware pass.
 */
export function webApp(distDir = WEB_DIST): { routes: Hono<AppEnv>; page: (c: Context) => Response | undefined } {
  const router = new Hono<AppEnv>();
  let index: string | undefined;
  const assets = new Map<string, Buffer>();
  const load = () => {
    if (index !== undefined || !existsSync(join(distDir, "index.html"))) return;
    index = readFileSync(join(distDir, "index.html"), "utf8");
    const dir = join(distDir, "assets");
    if (existsSync(dir)) for (const f of readdirSync(dir)) assets.set(f, readFileSync(join(dir, f)));
  };

  router.get("/assets/:file", (c) => {
    load();
    const file = c.req.param("file");
    const body = assets.get(file);
    if (!body) return c.notFound();
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });

  const page = (c: Context): Response | undefined => {
    const path = c.req.path;
    // API paths get the JSON 404/405; a missing asset is a plain 404, never the page.
    if (c.req.method !== "GET" || path === "/api" || path.startsWith("/api/") || path.startsWith("/assets/"))
      return undefined;
    load();
    if (index === undefined)
      return c.text("The web app is not built yet: run `npm run build:web` (npm start does it for you).", 503);
    // A share link's presenter view (/s/{token}/present) holds the token in its address: never sent on, never indexed.
    const shared: Record<string, string> = path.startsWith("/s/")
      ? { "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex, nofollow" }
      : { "Referrer-Policy": "same-origin" };
    return c.html(index, 200, {
      "Content-Security-Policy": CSP,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-cache",
      ...shared,
    });
  };
  return { routes: router, page };
}

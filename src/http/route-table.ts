// Which methods each registered path answers, so an unknown method gets 405 with `Allow` instead of 404.
import { escapeRegExp } from "../lib/text.js";

interface RouteLike {
  method: string;
  path: string;
}

/** Compiles Hono route paths (`/api/x/:id`, `/api/auth/*`) into matchers once, on first use. */
export function createAllowedMethods(routes: () => readonly RouteLike[]): (path: string) => string[] {
  let compiled: { re: RegExp; method: string }[] | undefined;
  return (path) => {
    compiled ??= routes()
      // A middleware registered for every method says nothing about which methods a path supports.
      .filter((r) => r.method !== "ALL")
      .map((r) => ({ method: r.method, re: toRegExp(r.path) }));
    const methods = new Set<string>();
    for (const r of compiled) if (r.re.test(path)) methods.add(r.method);
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}

function toRegExp(path: string): RegExp {
  const body = path
    .split("/")
    .map((seg) => (seg === "*" ? ".*" : seg.startsWith(":") ? "[^/]+" : escapeRegExp(seg)))
    .join("/");
  return new RegExp(`^${body}/?$`);
}

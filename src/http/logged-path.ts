// A request path as logs and metrics see it: a share link's token (a secret, like a password) is never written down.
const SHARED = /^(\/s\/|\/api\/shared\/)[^/]+/;

export function loggedPath(path: string): string {
  return path.startsWith("/s/") || path.startsWith("/api/shared/") ? path.replace(SHARED, "$1…") : path;
}

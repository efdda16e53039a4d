// The one check every metrics scrape passes: `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time.
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** "off" when no token is configured, "ok" for the right bearer token, else "refused". */
export function checkMetricsToken(
  configured: string | undefined,
  authorization: string | undefined,
): "off" | "ok" | "refused" {
  if (!configured) return "off";
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(configured)) ? "ok" : "refused";
}

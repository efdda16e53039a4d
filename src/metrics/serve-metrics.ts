// A worker's metrics listener (no HTTP app runs there): GET /metrics on METRICS_PORT with the same bearer token.
import { createServer, type Server } from "node:http";
import type { Metrics } from "./metrics.js";
import { checkMetricsToken } from "./metrics-token.js";

export function serveMetrics(metrics: Metrics, port: number, host: string, token: string | undefined): Promise<Server> {
  const server = createServer((req, res) => {
    const answer = (status: number, text: string, type = "text/plain; charset=utf-8") =>
      res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" }).end(text);
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics")
      return answer(404, "Only GET /metrics is served here.\n");
    const check = checkMetricsToken(token, req.headers.authorization);
    if (check === "off") return answer(404, "Metrics are off: set METRICS_TOKEN to turn them on.\n");
    if (check === "refused") return answer(401, "Metrics need Authorization: Bearer <METRICS_TOKEN>.\n");
    metrics.render().then(
      (text) => answer(200, text, metrics.registry.contentType),
      () => answer(500, "The metrics could not be read.\n"),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

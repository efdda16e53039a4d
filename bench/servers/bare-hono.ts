// The anchor for HTTP throughput: a bare Hono hello-world on @hono/node-server, nothing else.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.json({ hello: "world" }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () =>
  process.stdout.write("ready\n"),
);

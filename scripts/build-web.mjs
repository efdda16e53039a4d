#!/usr/bin/env node
// Builds web/dist with Vite when it is missing or older than the web sources (`npm start` runs this first).
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { newest } from "./build-state.mjs";

const root = fileURLToPath(new URL("../web/", import.meta.url));
const built = join(root, "dist", "index.html");

const force = process.argv.includes("--force");
const sources = Math.max(
  newest(join(root, "src")),
  newest(join(root, "index.html")),
  newest(join(root, "vite.config.ts")),
);
if (!force && existsSync(built) && statSync(built).mtimeMs >= sources) process.exit(0);

const { build } = await import("vite");
await build({ configFile: join(root, "vite.config.ts"), logLevel: "warn" });
console.log("web app built into web/dist");

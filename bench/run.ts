// npm run bench: runs the bench modules (all, or those named on the command line) and prints every row.
import type { BenchModule } from "./lib.js";

const MODULES: Record<string, () => Promise<BenchModule>> = {
  render: async () => (await import("./cases/render.js")).default,
  http: async () => (await import("./cases/http.js")).default,
  pptx: async () => (await import("./cases/pptx.js")).default,
  pdf: async () => (await import("./cases/pdf.js")).default,
  auth: async () => (await import("./cases/auth.js")).default,
  organizations: async () => (await import("./cases/organizations.js")).default,
  share: async () => (await import("./cases/share.js")).default,
  workspace: async () => (await import("./cases/workspace.js")).default,
  history: async () => (await import("./cases/history.js")).default,
  edits: async () => (await import("./cases/edits.js")).default,
  pictures: async () => (await import("./cases/pictures.js")).default,
  floor: async () => (await import("./cases/floor.js")).default,
  office: async () => (await import("./cases/office.js")).default,
  import: async () => (await import("./cases/import.js")).default,
  agent: async () => (await import("./cases/agent.js")).default,
  jobs: async () => (await import("./cases/jobs.js")).default,
  "agent-model": async () => (await import("./cases/agent-model.js")).default,
  brands: async () => (await import("./cases/brands.js")).default,
  drawing: async () => (await import("./cases/drawing.js")).default,
  load: async () => (await import("./cases/load.js")).default,
  work: async () => (await import("./cases/work.js")).default,
  start: async () => (await import("./cases/start.js")).default,
  memory: async () => (await import("./cases/memory.js")).default,
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(MODULES);
console.log(`Quire bench — node ${process.version}, ${new Date().toISOString()}`);
for (const name of names) {
  const load = MODULES[name];
  if (!load) {
    console.error(`unknown bench module: ${name} (have: ${Object.keys(MODULES).join(", ")})`);
    process.exitCode = 2;
    continue;
  }
  const mod = await load();
  console.log(`\n== ${mod.name}`);
  try {
    await mod.run();
  } catch (err) {
    console.error(`bench module ${name} failed:`, err);
    process.exitCode = 1;
  }
}
await (await import("./http-harness.js")).stopBareHono();

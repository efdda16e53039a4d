// The client half of `quire`: parses the command line (node's parseArgs), runs one command against a Quire service
// through @quire/sdk, and maps failures to exit codes (exit-codes.ts) with the API's own message.
import { parseArgs } from "node:util";
import { QuireError } from "@quire/sdk";
import { assets } from "./assets.js";
import { brand } from "./brand.js";
import { clientFor, outputFor, UsageError } from "./context.js";
import { docs } from "./docs.js";
import { edit, regenerate, variants } from "./edit.js";
import { EXIT, exitCodeOf } from "./exit-codes.js";
import { exportDocument, importFile, render } from "./files.js";
import { generate } from "./generate.js";
import { diff, history, restore } from "./history.js";
import { showUsage } from "./limits.js";
import { login } from "./login.js";
import { quality } from "./quality.js";
import { share } from "./share.js";
import { slides } from "./slides.js";

const OPTIONS = {
  json: { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
  output: { type: "string", short: "o" },
  url: { type: "string" },
  key: { type: "string" },
  slides: { type: "string" },
  language: { type: "string" },
  brand: { type: "string" },
  attach: { type: "string", multiple: true },
  "no-save": { type: "boolean" },
  "text-mode": { type: "string" },
  save: { type: "boolean" },
  kind: { type: "string" },
  title: { type: "string" },
  name: { type: "string" },
  source: { type: "string" },
  prompt: { type: "string" },
  limit: { type: "string" },
  cursor: { type: "string" },
  all: { type: "boolean" },
  q: { type: "string" },
  width: { type: "string" },
  force: { type: "boolean" },
  handout: { type: "boolean" },
  op: { type: "string", multiple: true },
  file: { type: "string" },
  version: { type: "string" },
  out: { type: "string" },
  apply: { type: "string" },
  instruction: { type: "string" },
  images: { type: "string" },
  alt: { type: "string" },
  tags: { type: "string" },
  focus: { type: "string" },
  origin: { type: "string" },
  label: { type: "string" },
  expires: { type: "string" },
  password: { type: "string" },
  "password-stdin": { type: "boolean" },
  downloads: { type: "boolean" },
  "no-present": { type: "boolean" },
  days: { type: "string" },
} as const;

export async function runClient(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let json = argv.includes("--json");
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    json = !!values.json;
    const out = outputFor(values);
    const [command, ...rest] = positionals;
    if (command === "login") {
      await login(env, values, out);
      return EXIT.ok;
    }
    const quire = clientFor(env);
    switch (command) {
      case "deck":
      case "doc":
      case "sheet":
        await generate(quire, command, rest.join(" ") || undefined, values, out);
        break;
      case "render":
        await render(quire, rest[0], values, out);
        break;
      case "export":
        await exportDocument(quire, rest[0], values, out);
        break;
      case "import":
        await importFile(quire, rest[0], values, out);
        break;
      case "brand":
        await brand(quire, rest, values, out);
        break;
      case "assets":
        await assets(quire, rest, values, out);
        break;
      case "docs":
        await docs(quire, rest, values, out);
        break;
      case "slides":
        await slides(quire, rest[0], values, out);
        break;
      case "quality":
        await quality(quire, rest[0], out);
        break;
      case "history":
        await history(quire, rest, values, out);
        break;
      case "diff":
        await diff(quire, rest, out);
        break;
      case "restore":
        await restore(quire, rest, out);
        break;
      case "usage":
        await showUsage(quire, out);
        break;
      case "edit":
        await edit(quire, rest, values, out);
        break;
      case "variants":
        await variants(quire, rest, values, out);
        break;
      case "regenerate":
        await regenerate(quire, rest, values, out);
        break;
      case "share":
        await share(quire, rest, values, out);
        break;
      default:
        throw new UsageError(`quire: unknown command “${command}”`);
    }
    return EXIT.ok;
  } catch (err) {
    return report(err, json);
  }
}

/**
 * One line (or one JSON object with --json) saying what failed, and the exit code of its class; when the API said how
 * long to wait (Retry-After: a rate limit, an organization key's spent quota), that too.
 */
function report(err: unknown, json: boolean): number {
  const code =
    err instanceof UsageError
      ? err.exitCode
      : (err as { code?: string }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ||
          (err as { code?: string }).code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE"
        ? EXIT.usage
        : exitCodeOf(err);
  const message = err instanceof Error ? err.message : String(err);
  const retryAfter = err instanceof QuireError ? err.retryAfter : undefined;
  if (json)
    process.stdout.write(
      `${JSON.stringify({ error: err instanceof QuireError ? err.code : code === EXIT.usage ? "usage" : "failed", status: err instanceof QuireError ? err.status : undefined, message, exitCode: code, ...(retryAfter !== undefined ? { retryAfter } : {}) })}\n`,
    );
  else
    process.stderr.write(
      `quire: ${err instanceof QuireError ? `${err.code}: ` : ""}${message}${retryAfter !== undefined ? ` (try again in ${retryAfter} s)` : ""}\n`,
    );
  return code;
}

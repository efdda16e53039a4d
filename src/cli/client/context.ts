// What every client command gets: its arguments, a connected SDK client, and output that respects --json.
import { createQuireClient, type QuireClient } from "@quire/sdk";
import { readClientConfig } from "./config-store.js";
import { EXIT } from "./exit-codes.js";

export interface Output {
  json: boolean;
  quiet: boolean;
  /** The command's result: JSON on stdout with --json, else the human line. */
  result(value: unknown, human: string): void;
  /** Progress and notes for people, on stderr (not with --quiet). */
  progress(line: string): void;
}

export function outputFor(flags: { json?: boolean; quiet?: boolean }): Output {
  const json = !!flags.json;
  const quiet = !!flags.quiet;
  return {
    json,
    quiet,
    result: (value, human) => process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${human}\n`),
    progress: (line) => void (quiet ? undefined : process.stderr.write(`${line}\n`)),
  };
}

export class UsageError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT.usage) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** The SDK client for the stored login (or QUIRE_URL / QUIRE_KEY); no key is a usage error pointing to `quire login`. */
export function clientFor(env: NodeJS.ProcessEnv): QuireClient {
  const { url, key } = readClientConfig(env);
  if (!key) throw new UsageError("Not signed in: run `quire login` (or set QUIRE_KEY and QUIRE_URL).", EXIT.config);
  return createQuireClient({ baseUrl: url ?? "http://localhost:3000", apiKey: key });
}

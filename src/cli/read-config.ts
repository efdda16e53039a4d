// Loads the config for a CLI command, printing every problem instead of a stack.
import { readFileSync } from "node:fs";
import { ConfigError, loadConfig, type Config } from "../config/load.js";
import { projectPath } from "../lib/project-root.js";

const { version } = JSON.parse(readFileSync(projectPath("package.json"), "utf8")) as { version: string };

/** The package version the CLI reports. */
export const CLI_VERSION = version;

export function readConfig(env: Record<string, string | undefined>): Config | null {
  try {
    return loadConfig(env, version);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return null;
    }
    throw err;
  }
}

/** The database URL with any password hidden, for printing. */
export function describeDatabaseUrl(url: string): string {
  return url.replace(/(postgres(?:ql)?:\/\/[^:/@]+:)[^@]*@/, "$1***@");
}

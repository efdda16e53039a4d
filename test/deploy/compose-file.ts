// Reads deploy/compose.yaml as compose does (YAML merge keys, `${VAR}`, `${VAR:-default}`, `${VAR:?error}`, `$$`),
// so the image test runs its services with the environment and command the file gives them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { ROOT } from "./podman.js";

export interface ComposeService {
  image?: string;
  command?: string[];
  /** A variable without a value (null) is passed from the environment compose runs in. */
  environment?: Record<string, string | null>;
  read_only?: boolean;
}

function interpolate(text: string, vars: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (whole, name: string | undefined, op: string | undefined, arg: string | undefined) => {
      if (whole === "$$") return "$";
      const value = vars[name!];
      if (op === "?" && !value) throw new Error(`compose.yaml: ${name} is required (${arg})`);
      if (op === "-" && !value) return arg ?? "";
      return value ?? "";
    },
  );
}

/** The compose file's services, with `vars` in place of the operator's environment. */
export function composeServices(vars: Record<string, string>): Record<string, ComposeService> {
  const text = interpolate(readFileSync(join(ROOT, "deploy", "compose.yaml"), "utf8"), vars);
  return (parse(text, { merge: true }) as { services: Record<string, ComposeService> }).services;
}

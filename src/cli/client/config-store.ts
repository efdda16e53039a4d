// Where `quire login` keeps the service URL and API key: $XDG_CONFIG_HOME/quire/config.json (else ~/.config), mode 0600.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";

export interface ClientConfig {
  url: string;
  key: string;
}

export function configPath(env: NodeJS.ProcessEnv): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), ".config"), "quire", "config.json");
}

/** QUIRE_URL / QUIRE_KEY win over the stored login, so a script can run without one. */
export function readClientConfig(env: NodeJS.ProcessEnv): Partial<ClientConfig> {
  let stored: Partial<ClientConfig> = {};
  try {
    stored = JSON.parse(readFileSync(configPath(env), "utf8")) as Partial<ClientConfig>;
  } catch {
    // No login yet.
  }
  return { url: env.QUIRE_URL || stored.url, key: env.QUIRE_KEY || stored.key };
}

export function writeClientConfig(env: NodeJS.ProcessEnv, config: ClientConfig): string {
  const path = configPath(env);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600); // an existing file keeps its old mode on write
  return path;
}

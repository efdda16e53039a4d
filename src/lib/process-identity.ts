// Who holds a lease: a stable instance id (the same after a restart) and a boot id (new at each start), so a process
// that starts recognises the leases an earlier run of itself left behind and takes them back at once.
import { createHash, randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { pidRuns } from "./pid-runs.js";

/** What a lease row records about its holder's process. */
export interface LeaseOwner {
  instance: string;
  boot: string;
}

export interface ProcessIdentity extends LeaseOwner {
  /** True when `boot`, a run of this same instance, is over: its leases are this process's to take back now. */
  isGone(boot: string): boolean;
}

export interface IdentitySource {
  /** INSTANCE_ID: the operator names the instance (one running process per id). */
  instanceId?: string;
  role: "serve" | "worker";
  dataDir: string;
  databaseUrl: string;
}

/** `<host>/<pid>/<random>`: the host and pid say whether that run can still be alive. */
const bootId = (host: string, pid: number) => `${host}/${pid}/${randomBytes(6).toString("hex")}`;

export function processIdentity(
  source: IdentitySource,
  host = hostname(),
  pid = process.pid,
  running: (pid: number) => boolean = pidRuns,
): ProcessIdentity {
  // Derived, the id names this host, role, data directory and database: what a restart of the same process keeps.
  const derived = `${host}/${source.role}/${createHash("sha256").update(`${source.dataDir}\n${source.databaseUrl}`).digest("hex").slice(0, 10)}`;
  const instance = source.instanceId ?? derived;
  const boot = bootId(host, pid);
  return {
    instance,
    boot,
    isGone(other) {
      if (other === boot) return false;
      const [otherHost, otherPid, rest] = other.split("/");
      const n = Number(otherPid);
      if (!otherHost || !rest || !Number.isInteger(n) || n <= 0) return false;
      // Another host under our INSTANCE_ID: the operator moved the instance, so that run is over.
      if (otherHost !== host) return true;
      // Our own pid under another boot (a container restarted as pid 1 again) is surely over. A live pid may be a
      // sibling sharing the derived id (two workers on one DATA_DIR): its leases are left to run out on their own.
      return n === pid || !running(n);
    },
  };
}

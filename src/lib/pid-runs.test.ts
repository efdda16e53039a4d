// pidRuns: this process runs, a child that has exited does not, pid 1 (another user's) counts as running.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { pidRuns } from "./pid-runs.js";

describe("pidRuns", () => {
  it("tells a running process from one that has exited", () => {
    expect(pidRuns(process.pid)).toBe(true);
    const gone = spawnSync(process.execPath, ["-e", ""]).pid!;
    expect(pidRuns(gone)).toBe(false);
  });

  it("counts pid 1 as running, whether this user may signal it or is refused (EPERM)", () => {
    // pid 1 runs on every machine; signalling it as another user is refused (EPERM), as root it is allowed.
    expect(pidRuns(1)).toBe(true);
  });
});

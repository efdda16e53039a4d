// Whether a process with this pid runs on this machine: the one check behind leases, temp files and backup staging.

/** True when signal 0 reaches the pid, or is refused (EPERM: it runs, under another user, so it may be alive). */
export function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

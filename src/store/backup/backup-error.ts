// A backup or restore refused or failed for a reason the operator can act on, and the exit code (sysexits) it ends with.

/** The codes `quire backup` and `quire restore` end with, as the client commands use them (cli/client/exit-codes.ts). */
export const BACKUP_EXIT = {
  usage: 64,
  /** Not a Quire backup, damaged, or made by a newer Quire. */
  invalid: 65,
  /** No such archive, or no database to back up. */
  notFound: 66,
  /** A file in the way (add --force), or one that could not be read or written. */
  io: 74,
  /** A Quire process has the database open: stop it first. */
  busy: 75,
  /** This configuration keeps its data elsewhere (PostgreSQL, S3): back it up with that store's own tools. */
  config: 78,
} as const;

export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = "BackupError";
  }
}

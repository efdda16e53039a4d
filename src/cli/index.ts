// `quire`: one entry point — serve, migrate, doctor, worker, mcp, backup and restore for operators (serve is the
// default), and the client commands (login, deck, doc, sheet, render, export, import, brand, assets, docs, slides,
// quality, history, diff, restore, edit, variants, regenerate, share, usage) for people and scripts; `restore` is the
// client's when given a document id.
import { CLIENT_COMMANDS, CLIENT_USAGE } from "./client/usage.js";

// Each command loads only what it needs: a client command starts without the service's database or exporters.

const USAGE = `usage: quire [command]

  serve     start the HTTP service (default)
  migrate   apply database migrations and exit
  doctor    check configuration, database, Redis, model, mail and optional engines, and print what was found
  worker    work job items and webhook deliveries only (no HTTP), beside the service on the same database
  mcp       Quire's MCP server over stdio for desktop assistants (QUIRE_URL, QUIRE_KEY)
  backup    <file.zip> [--force]: a consistent copy of the embedded SQLite database and its blob files (BLOB_STORE=fs)
            in one zip, taken while the service runs; with PostgreSQL or S3, use their own backups (pg_dump, versioning)
  restore   <file.zip> [--force]: a backup put back into DATA_DIR — checked, migrated forward, renamed into place, the
            replaced database kept as quire.db.before-restore; stop the service first. (\`restore <document id>
            <version>\` is the client command below.)
${CLIENT_USAGE}`;

const command = process.argv[2] ?? "serve";
switch (command) {
  case "serve":
    await import("../main.js");
    break;
  case "migrate":
    process.exitCode = await (await import("./migrate.js")).migrateCommand(process.env);
    break;
  case "doctor":
    process.exitCode = await (await import("./doctor.js")).doctorCommand(process.env);
    break;
  case "worker":
    process.exitCode = await (await import("./worker.js")).workerCommand(process.env);
    break;
  case "mcp":
    process.exitCode = await (await import("./mcp.js")).mcpCommand(process.env);
    break;
  case "backup":
    process.exitCode = await (await import("./backup.js")).backupCommand(process.argv.slice(3), process.env);
    break;
  case "restore": {
    const { isDocumentRestore, restoreCommand } = await import("./restore.js");
    if (isDocumentRestore(process.argv.slice(3)))
      process.exitCode = await (await import("./client/run-client.js")).runClient(process.argv.slice(2), process.env);
    else process.exitCode = await restoreCommand(process.argv.slice(3), process.env);
    break;
  }
  case "-h":
  case "--help":
  case "help":
    process.stdout.write(USAGE);
    break;
  default:
    if ((CLIENT_COMMANDS as readonly string[]).includes(command)) {
      process.exitCode = await (await import("./client/run-client.js")).runClient(process.argv.slice(2), process.env);
      break;
    }
    process.stderr.write(`quire: unknown command "${command}"\n\n${USAGE}`);
    process.exitCode = 64;
}

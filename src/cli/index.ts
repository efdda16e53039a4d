// `quire [serve|migrate|doctor]`: one entry point for operators; serve is the default.
import { migrateCommand } from "./migrate.js";
import { doctorCommand } from "./doctor.js";

const USAGE = `usage: quire [command]

  serve     start the HTTP service (default)
  migrate   apply database migrations and exit
  doctor    check configuration, database, Redis, model, mail and optional engines, and print what was found
`;

const command = process.argv[2] ?? "serve";
switch (command) {
  case "serve":
    await import("../main.js");
    break;
  case "migrate":
    process.exitCode = await migrateCommand(process.env);
    break;
  case "doctor":
    process.exitCode = await doctorCommand(process.env);
    break;
  case "-h":
  case "--help":
  case "help":
    process.stdout.write(USAGE);
    break;
  default:
    process.stderr.write(`quire: unknown command "${command}"\n\n${USAGE}`);
    process.exitCode = 64;
}

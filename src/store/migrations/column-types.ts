// Column types that differ between SQLite and PostgreSQL, for migrations written once.
import { sql, type ColumnDataType, type RawBuilder } from "kysely";
import type { Dialect } from "../database.js";

export interface ColumnTypes {
  /** better-auth booleans: integer on SQLite, boolean on PostgreSQL (as its adapter expects). */
  bool: ColumnDataType;
  /** better-auth dates: ISO text on SQLite, timestamptz on PostgreSQL. */
  authDate: ColumnDataType;
  /** Binary data. */
  bytes: ColumnDataType | RawBuilder<unknown>;
}

export function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === "postgres"
    ? { bool: "boolean", authDate: "timestamptz", bytes: sql`bytea` }
    : { bool: "integer", authDate: "text", bytes: "blob" };
}

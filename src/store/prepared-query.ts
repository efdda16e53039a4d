// Queries Kysely builds and compiles once and then runs again with new values. Building and compiling a short
// statement anew costs the event loop more than running it (a job item's statements: measured ~0.4 ms of the event
// loop and half the garbage of an item, against ~0.25 ms of SQLite), so the statements run for every job item are
// prepared once per database.
import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";
import type { DB } from "./schema.js";

/** Stands in a prepared query's parameters for the value a run gives under `name`. */
class Slot {
  constructor(readonly name: string) {}
}

/** Names a value of a prepared query; typed as the value itself, so the builder checks it as it would the value. */
export type SlotOf<V> = <K extends keyof V & string>(name: K) => V[K];

/** A prepared query: run on its database or one of its transactions, with every slot's value. */
export type PreparedQuery<V, R> = (db: Kysely<DB>, values: V) => Promise<QueryResult<R>>;

/**
 * Prepares the query `build` makes with `slot(name)` standing for each value. It is built and compiled on its first
 * run, by the database that run is given — so one prepared query serves one database (and its transactions): a
 * repository's own, made with it.
 */
export function prepare<V extends Record<string, unknown>, R>(
  build: (db: Kysely<DB>, slot: SlotOf<V>) => Compilable<R>,
): PreparedQuery<V, R> {
  let compiled: CompiledQuery<R> | undefined;
  return (db, values) => {
    compiled ??= build(db, (name) => new Slot(name) as never).compile();
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? values[p.name] : p));
    return db.executeQuery<R>({ ...compiled, parameters });
  };
}

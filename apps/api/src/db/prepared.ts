import {
  sql,
  type Compilable,
  type CompiledQuery,
  type Expression,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Db } from './database.ts';
import { databaseKey, isSqlite } from './transaction.ts';

/** Stands for the value at `index` while a prepared query is compiled; never sent to a database. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template {
  query: CompiledQuery;
  /** For each parameter of the compiled query: which value fills it, or -1 for a constant of the query. */
  slots: number[];
}

/**
 * A query that Kysely builds and compiles once per database and then runs with new values, as a
 * database's prepared statement does. For the few statements of the hottest paths (adding to a cart):
 * there building and compiling a query cost about a third of what SQLite takes to run it.
 *
 * `build` is called once with stand-ins for its values and must put each one, as it is, where a value
 * goes (a comparison, a `set`, a `values`): its SQL must not depend on the values. A value it leaves
 * out is refused when the query is first run. Declare its connection a `Trx` when it must run in a
 * transaction: the prepared query then asks for one too.
 *
 * The template is kept per database (its dialect adapter, which a transaction shares), so it must not
 * be run through `withSchema` or `withPlugin` variants of a connection: they share the adapter but would
 * compile otherwise. Answers the rows the query returns (none for a write without `returning`).
 */
export function prepared<Connection extends Db, Values extends unknown[], Row>(
  build: (db: Connection, ...values: Values) => Compilable<Row>,
): (db: Connection, ...values: Values) => Promise<Row[]> {
  const templates = new WeakMap<object, Template>();
  const compile = (db: Connection): Template => {
    const stands = Array.from({ length: build.length - 1 }, (_, index) => new Slot(index));
    const query = build(db, ...(stands as Values)).compile();
    const slots = query.parameters.map((parameter) => (parameter instanceof Slot ? parameter.index : -1));
    const missing = stands.find((stand) => !slots.includes(stand.index));
    if (missing)
      throw new Error(`prepared query: value ${missing.index} is not used as a value in ${query.sql}`);
    return { query, slots };
  };
  return async (db, ...values) => {
    const key = databaseKey(db);
    let template = templates.get(key);
    if (!template) {
      template = compile(db);
      templates.set(key, template);
    }
    const { query, slots } = template;
    const parameters = slots.map((slot, index) => (slot < 0 ? query.parameters[index] : values[slot]));
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}

/**
 * Ids as one value of a prepared query, whatever their number: `idList` makes the value, and in the
 * query `inIdList` tests a column against it (SQLite reads it as a JSON array, PostgreSQL as an array).
 */
export type IdList = string | readonly number[];

export function idList(db: Db, ids: readonly number[]): IdList {
  return isSqlite(db) ? JSON.stringify(ids) : ids;
}

export function inIdList(db: Db, column: Expression<unknown>, ids: IdList): RawBuilder<SqlBool> {
  return isSqlite(db)
    ? sql<SqlBool>`${column} in (select value from json_each(${ids}))`
    : sql<SqlBool>`${column} = any(cast(${ids} as integer[]))`;
}

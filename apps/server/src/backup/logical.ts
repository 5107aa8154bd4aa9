import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database.ts';
import type { TableShape } from './tables.ts';

const BATCH = 2000;
/** Not copied as rows: a restore rebuilds it by applying the archive's migrations. */
export const SCHEMA_TABLE = 'kampus_migrations';

const columnList = (table: TableShape) =>
  sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/**
 * Writes each table as JSON lines (`database/<table>.jsonl`), read through a cursor in the
 * transaction given: run inside one REPEATABLE READ transaction, every table comes from the same
 * snapshot, whatever commits meanwhile. Works on PGlite and PostgreSQL alike.
 */
export const dumpTables = async (tx: Db, tables: TableShape[], dir: string): Promise<string[]> => {
  const names: string[] = [];
  for (const table of tables.filter((shape) => shape.name !== SCHEMA_TABLE)) {
    const name = `database/${table.name}.jsonl`;
    const out = createWriteStream(join(dir, name));
    await tx.execute(
      sql`declare kampus_dump no scroll cursor for select row_to_json(x)::text as j from (select ${columnList(table)} from ${sql.identifier(table.name)}) x`,
    );
    for (;;) {
      const rows = await queryRows(tx, sql.raw(`fetch ${BATCH} from kampus_dump`));
      if (rows.length === 0) break;
      if (!out.write(rows.map((row) => `${String(row.j)}\n`).join(''))) await once(out, 'drain');
    }
    await tx.execute(sql.raw('close kampus_dump'));
    out.end();
    await once(out, 'close');
    names.push(name);
  }
  return names;
};

const insertBatch = async (tx: Db, table: TableShape, lines: string[]) => {
  const json = `[${lines.join(',')}]`;
  await tx.execute(
    sql`insert into ${sql.identifier(table.name)} (${columnList(table)})
        select ${columnList(table)} from json_populate_recordset(null::${sql.identifier(table.name)}, ${json}::json)`,
  );
};

/**
 * Loads the JSON-lines tables into a schema the archive's migrations have just built, in the
 * transaction given, with triggers and foreign keys held back (`session_replication_role =
 * replica`) so tables load in any order and nothing derived is written twice; then moves every
 * column sequence past the largest id.
 */
export const loadTables = async (tx: Db, tables: TableShape[], dir: string): Promise<void> => {
  await tx.execute(sql.raw('set local session_replication_role = replica'));
  for (const table of tables.filter((shape) => shape.name !== SCHEMA_TABLE)) {
    const lines = createInterface({ input: createReadStream(join(dir, `database/${table.name}.jsonl`)) });
    let batch: string[] = [];
    for await (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      if (batch.length >= BATCH) {
        await insertBatch(tx, table, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await insertBatch(tx, table, batch);
  }
  const sequences = await queryRows(
    tx,
    sql`select table_name as t, column_name as c, pg_get_serial_sequence(quote_ident(table_name), column_name) as s
        from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { t, c, s } of sequences) {
    if (!s) continue;
    await tx.execute(
      sql`select setval(${String(s)}, coalesce((select max(${sql.identifier(String(c))}) from ${sql.identifier(String(t))}), 0) + 1, false)`,
    );
  }
};

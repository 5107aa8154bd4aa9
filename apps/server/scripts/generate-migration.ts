/**
 * Generates the next migration from the declarations: compares the schema built from them with
 * the snapshot of the last migration and writes the SQL that goes from one to the other.
 * `--check` writes nothing and fails when a declaration changed without its migration (CI).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { resources } from '@kampus/contract';
import { derivedIndexesSql } from '../src/db/derived-indexes.ts';
import { rowNotifySql } from '../src/db/row-notify.ts';
import { STATEMENT_BREAK, migrationFiles, migrationsDir } from '../src/db/migrate.ts';
import { schema } from '../src/db/schema.ts';

const snapshotPath = join(migrationsDir, 'meta', 'snapshot.json');
const check = process.argv.includes('--check');
const label = process.argv.find((arg, i) => i > 1 && !arg.startsWith('--')) ?? 'schema';

// What drizzle cannot declare lives in repeatable migrations generated from the declarations: the
// derived indexes (src/db/derived-indexes.ts) and the row-change triggers (src/db/row-notify.ts).
const generated = [
  { file: 'derived_indexes.sql', text: derivedIndexesSql(resources) },
  { file: 'row_notify.sql', text: rowNotifySql(resources) },
];
for (const { file, text } of generated) {
  const path = join(migrationsDir, 'repeatable', file);
  const current = existsSync(path) && readFileSync(path, 'utf8') === text;
  if (!current && check) {
    console.error(`migrations/repeatable/${file} is not what the declarations imply. Run npm run db:generate.`);
    process.exit(1);
  }
  if (!current) {
    writeFileSync(path, text);
    console.log(`Wrote migrations/repeatable/${file}.`);
  }
}

const empty = generateDrizzleJson({});
const previous: DrizzleSnapshotJSON = existsSync(snapshotPath)
  ? (JSON.parse(readFileSync(snapshotPath, 'utf8')) as DrizzleSnapshotJSON)
  : empty;
const current = generateDrizzleJson(schema, previous.id);
const statements = await generateMigration(previous, current);

if (statements.length === 0) {
  console.log('Schema and migrations agree.');
  process.exit(0);
}
if (check) {
  console.error(
    `The declarations changed without a migration (${statements.length} statements). Run npm run db:generate.`,
  );
  console.error(statements.slice(0, 10).join('\n'));
  process.exit(1);
}
const number = String(migrationFiles().length).padStart(4, '0');
const file = `${number}_${label.replace(/\W+/g, '_')}.sql`;
mkdirSync(join(migrationsDir, 'meta'), { recursive: true });
writeFileSync(join(migrationsDir, file), statements.join(`\n${STATEMENT_BREAK}\n`) + '\n');
writeFileSync(snapshotPath, JSON.stringify(current, null, 2) + '\n');
console.log(`Wrote migrations/${file} (${statements.length} statements).`);

/**
 * npm run reconcile -- [--json] [--school ID]          (from the root or apps/server)
 * Checks every school's ledger (docs/finance.md, "Reconciliation") on the server's own database
 * (DATABASE_URL or DATA_DIR): readable lines, or the report as JSON with --json. Writes nothing.
 * Exit code 0: every check holds; 1: a breach; 2: bad arguments or no database.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { reconcile } from '../src/modules/finance/reconcile/reconcile.operation.ts';
import { reportLines } from '../src/modules/finance/reconcile/report-text.ts';

const usage = 'Usage: npm run reconcile -- [--json] [--school ID]';
const parsed = (() => {
  try {
    return parseArgs({ options: { json: { type: 'boolean', default: false }, school: { type: 'string' } } }).values;
  } catch {
    return undefined;
  }
})();
const schoolId = parsed?.school === undefined ? undefined : Number(parsed.school);

if (!parsed || (schoolId !== undefined && (!Number.isSafeInteger(schoolId) || schoolId < 1))) {
  console.error(usage);
  process.exitCode = 2;
} else {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await reconcile(database.db, schoolId === undefined ? {} : { schoolId });
    console.log(parsed.json ? JSON.stringify(report, null, 2) : reportLines(report).join('\n'));
    process.exitCode = report.breaches.length > 0 ? 1 : 0;
  } catch (error) {
    console.error(`reconcile failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

/**
 * npm run create-superadmin --workspace apps/server -- <email> <password>
 * Creates the first superadmin of an installation without demo data (same settings as the server).
 */
import { translate } from '@kampus/contract';
import { loadConfig } from '../src/config.ts';
import { Problem } from '../src/core/problem.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { ensureSuperadmin } from '../src/modules/demo/ensure-superadmin.operation.ts';
import { seedReferenceData } from '../src/modules/lookups/seed-reference-data.operation.ts';
import { installHooks } from '../src/core/hooks.ts';
import { moduleHooks } from '../src/modules/index.ts';

const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error('Usage: npm run create-superadmin --workspace apps/server -- <email> <password>');
  process.exit(2);
}
const config = loadConfig();
installHooks(moduleHooks);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database.db);
  await seedReferenceData(database.db);
  await ensureSuperadmin(database.db, { ...config, superadminEmail: email, superadminPassword: password });
  console.log(`Superadmin ${email} is ready.`);
} catch (error) {
  if (error instanceof Problem) {
    const reasons = (error.violations ?? []).map((v) => `${v.propertyPath}: ${translate('en', v.message)}`);
    console.error([translate('en', error.detailKey), ...reasons].join('\n'));
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
} finally {
  await database.close();
}

import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { detectTextCollation } from './db/collation.ts';
import { migrate } from './db/migrate.ts';
import { loadSigningKey } from './modules/auth/signing-key.ts';
import { seedDemo } from './modules/demo/seed-demo.operation.ts';
import { ensureSuperadmin } from './modules/demo/ensure-superadmin.operation.ts';
import { seedReferenceData } from './modules/lookups/seed-reference-data.operation.ts';
import { seedSeasonsDemo } from './modules/seasons/seed-seasons-demo.operation.ts';
import type { Services } from './http/services.ts';
import { seedAttendanceTypes } from './modules/school-life/seed-attendance-types.operation.ts';

/** Opens the database, applies migrations, loads reference (and demo) data: what start-up does. */
export const boot = async (config: Config): Promise<{ services: Services; database: Database }> => {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  await detectTextCollation(database.db);
  await seedReferenceData(database.db);
  await seedAttendanceTypes(database.db);
  if (config.demo) await seedDemo(database.db);
  if (config.demo) await seedSeasonsDemo(database.db);
  await ensureSuperadmin(database.db, config);
  const key = await loadSigningKey(database.db, config.secret);
  return {
    database,
    services: { db: database.db, key, config, driver: database.driver, startedAt: new Date() },
  };
};

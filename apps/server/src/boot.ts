import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { detectTextCollation } from './db/collation.ts';
import { migrate } from './db/migrate.ts';
import { installHooks } from './core/hooks.ts';
import { sealStoredInClear } from './core/seal-stored.ts';
import { installSealingKey } from './core/sealing.ts';
import { resources } from '@kampus/contract';
import { installJobs } from './jobs/registry.ts';
import { moduleHooks, moduleJobs, moduleRecurring } from './modules/index.ts';
import { Lifecycle } from './core/lifecycle.ts';
import { observePoolError, observeQuery, setMetricSources } from './core/metrics.ts';
import { dueJobStats } from './jobs/queue.ts';
import { CACHE_CHANNEL, RequestCache } from './core/request-cache.ts';
import { loadSigningKey } from './modules/auth/signing-key.ts';
import { seedCommunicationDemo } from './modules/communication/seed-communication-demo.operation.ts';
import { seedContentDemo } from './modules/course-content/seed-content-demo.operation.ts';
import { seedDemo } from './modules/demo/seed-demo.operation.ts';
import { seedMailDemo } from './modules/mail/seed-mail-demo.operation.ts';
import { ensureSuperadmin } from './modules/demo/ensure-superadmin.operation.ts';
import { offerMenus } from './modules/menus/offer-menus.operation.ts';
import { seedReferenceData } from './modules/lookups/seed-reference-data.operation.ts';
import { seedSeasonsDemo } from './modules/seasons/seed-seasons-demo.operation.ts';
import { seedTimetableDemo } from './modules/timetable/seed-timetable-demo.operation.ts';
import { seedHolidaysDemo } from './modules/school-holidays/seed-holidays-demo.operation.ts';
import { seedGradebookDemo } from './modules/gradebook/seed-gradebook-demo.operation.ts';
import { seedStandardsDemo } from './modules/standards/seed-standards-demo.operation.ts';
import type { Services } from './http/services.ts';
import { fileStoreFor } from './integrations/files/index.ts';
import { seedAttendanceTypes } from './modules/school-life/seed-attendance-types.operation.ts';
import { seedExamLookups } from './modules/academics/seed-exam-lookups.operation.ts';
import { seedAcademicsDemo } from './modules/academics/seed-academics-demo.operation.ts';
import { installLedgerLock } from './core/ledger-lock.ts';
import { lockSchoolLedger } from './modules/finance/ledger.ts';
import { seedFinanceDemo } from './modules/finance/seed-finance-demo.operation.ts';
import { seedOnlinePaymentsDemo } from './modules/online-payments/seed-online-payments-demo.operation.ts';
import { lastReconciliation } from './modules/finance/reconcile/reconcile.job.ts';
import { keepOneQueued } from './jobs/recurring.ts';
import { seedEnrollmentDemo } from './modules/enrollment/seed-enrollment-demo.operation.ts';
import { seedStudentRecordsDemo } from './modules/students/seed-student-records.operation.ts';
import { seedDisciplineDemo } from './modules/discipline/seed-discipline-demo.operation.ts';
import { seedLibraryDemo } from './modules/library/seed-library-demo.operation.ts';
import { seedDormitoriesDemo } from './modules/dormitories/seed-dormitories-demo.operation.ts';
import { seedTransportDemo } from './modules/transport/seed-transport-demo.operation.ts';
import { seedFinanceDocumentsDemo } from './modules/finance-documents/seed-finance-documents-demo.operation.ts';
import { seedLocalDriveDemo } from './integrations/drive/seed-local-drive-demo.ts';
import { seedFormsDemo } from './modules/forms/seed-forms-demo.operation.ts';
import { seedCoverDemo } from './modules/timetable-cover/seed-cover-demo.operation.ts';
import { seedElectivesDemo } from './modules/electives/seed-electives-demo.operation.ts';
import { seedMessageParameters } from './modules/messages/seed-message-parameters.operation.ts';
import { seedMessagesDemo } from './modules/messages/seed-messages-demo.operation.ts';

/** Opens the database, applies migrations, loads reference (and demo) data: what start-up does. */
export const boot = async (config: Config): Promise<{ services: Services; database: Database }> => {
  // Before the seeds: they create schools and menus through the same hooks as the API.
  installHooks(moduleHooks);
  installJobs(moduleJobs);
  // Every write of a `ledger` resource queues on its school's ledger lock first (core/ledger-lock.ts).
  installLedgerLock(lockSchoolLedger);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ...(config.databaseReadUrl ? { readUrl: config.databaseReadUrl } : {}),
    dataDir: config.dataDir,
    onQuery: observeQuery,
    onIdleError: observePoolError,
  });
  await migrate(database.db);
  await detectTextCollation(database.db);
  // Before the seeds: they write a demo gateway's signing secret, which is sealed (core/sealing.ts).
  const key = await loadSigningKey(database.db, config.secret);
  installSealingKey(key);
  await sealStoredInClear(database.db, resources);
  await seedReferenceData(database.db);
  await seedAttendanceTypes(database.db);
  await seedExamLookups(database.db);
  await seedMessageParameters(database.db);
  if (config.demo) await seedDemo(database.db);
  if (config.demo) await seedSeasonsDemo(database.db);
  // After the seasons, before anything that lays or expects lessons (the daily cover's day).
  if (config.demo) await seedHolidaysDemo(database.db);
  // After the classes and courses: the lessons each class needs a week are of them.
  if (config.demo) await seedTimetableDemo(database.db);
  if (config.demo) await seedAcademicsDemo(database.db);
  // After the demo schools: their grading scales and default policy (no student's data).
  if (config.demo) await seedGradebookDemo(database.db);
  // After the gradebook's demo work: the standards it is aligned to.
  if (config.demo) await seedStandardsDemo(database.db);
  // After the courses: the demo batches are of a course; the demo document's file goes to the store.
  if (config.demo) await seedStudentRecordsDemo(database.db, fileStoreFor(config));
  if (config.demo) await seedContentDemo(database.db, fileStoreFor(config));
  if (config.demo) await seedCommunicationDemo(database.db);
  if (config.demo) await seedMailDemo(database.db);
  // After the students: fees, plans and payments of a few of them.
  if (config.demo) await seedFinanceDemo(database.db);
  if (config.demo) await seedOnlinePaymentsDemo(database.db);
  // After the students and seasons: last season's enrolments, this season's returning and new ones.
  if (config.demo) await seedEnrollmentDemo(database.db);
  // After the students and their guardians: the demo notes and invoice are theirs.
  if (config.demo) await seedFinanceDocumentsDemo(database.db);
  if (config.demo) await seedMessagesDemo(database.db);
  // After the students and the teacher's account: the demo incidents are theirs.
  if (config.demo) await seedDisciplineDemo(database.db);
  // After the students, their guardians and the demo teacher: the demo loans are theirs.
  if (config.demo) await seedLibraryDemo(database.db);
  // After the students, their guardians and the season: the boarders' beds and a pending leave.
  if (config.demo) await seedDormitoriesDemo(database.db);
  // After the students' records: the demo routes charge the bus fees those seed.
  if (config.demo) await seedTransportDemo(database.db);
  if (config.demo) await seedFormsDemo(database.db, fileStoreFor(config), config.accounts.publicUrl);
  // After the school life's classes and the demo teacher: two more teachers, their lessons, an absence.
  if (config.demo) await seedCoverDemo(database.db);
  // After the timetable's teachers and 9-A's students: two blocks of electives and their choices.
  if (config.demo) await seedElectivesDemo(database.db);
  if (config.demo && config.drive.provider === 'local') await seedLocalDriveDemo(config.drive.folder);
  // After the seeds, so a new installation records its menus as they are and adds nothing.
  await offerMenus(database.db);
  await ensureSuperadmin(database.db, config);
  // The modules' tasks on a clock (the nightly reconciliation, the monthly retention run, the
  // library's reminders): one run of each queued per installation, whichever node starts first.
  for (const recurring of moduleRecurring) {
    if (recurring.when?.(config) ?? true) await keepOneQueued(database.db, recurring);
  }
  const cache = new RequestCache();
  // PGlite hands notifications over inside the committing call; a server's come over a connection.
  const settle =
    config.requestCache && database.driver === 'postgres'
      ? () =>
          cache.settle(async (barrier) => {
            await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${barrier})`);
          })
      : async () => undefined;
  if (config.requestCache) {
    // Triggers on the tables the cache copies NOTIFY on commit; every node drops its copy at once.
    await database.listen(CACHE_CHANNEL, {
      changed: (payload) => cache.changed(payload),
      listening: () => cache.start(),
      lost: () => cache.stop(),
    });
  }
  setMetricSources({
    pool: database.poolStats,
    jobs: () => dueJobStats(database.db),
    ledger: () => lastReconciliation(database.db),
  });
  return {
    database,
    services: {
      db: database.db,
      readDb: database.readDb,
      key,
      config,
      driver: database.driver,
      startedAt: new Date(),
      cache,
      settle,
      lifecycle: new Lifecycle(),
      listen: database.listen,
    },
  };
};

import type { ReportName } from '@kampus/contract';
import { absencesReport } from './tables/absences.ts';
import { collectionsReport } from './tables/collections.ts';
import { disciplineReport } from './tables/discipline.ts';
import { enrolmentReport } from './tables/enrolment.ts';
import { attendanceReport, cashTableReport, receiptsReport } from './tables/lists.ts';
import { auditTrailReport, impersonateLogReport } from './tables/logs.ts';
import { outstandingReport } from './tables/outstanding.ts';
import { schoolComparisonReport } from './tables/school-comparison.ts';
import type { ReportBuild } from './tables/shared.ts';

/**
 * Every report of the hub, read through the caller's scoped repository (the active school's
 * subtree, narrowed to the school filter, and season). The engine has already checked that the
 * caller may list the report's resource. Lists come newest first; the group's reports are sums
 * of the database, per school in the order of the schools' titles.
 */
export const reportTables: Record<ReportName, ReportBuild> = {
  'impersonate-log': impersonateLogReport,
  'audit-trail': auditTrailReport,
  attendance: attendanceReport,
  cash: cashTableReport,
  receipts: receiptsReport,
  enrolment: enrolmentReport,
  outstanding: outstandingReport,
  absences: absencesReport,
  collections: collectionsReport,
  'school-comparison': schoolComparisonReport,
  discipline: disciplineReport,
};

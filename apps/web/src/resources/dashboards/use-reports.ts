import { REPORT_NAMES, REPORTS, type ReportName } from '@kampus/contract/action';
import { grantOf } from '@kampus/contract/resource';
import { getResource } from '@kampus/contract/resources';
import { useAccessCaller } from '../../api/access.ts';

const STAFF = new Set(['headquarters', 'campus', 'school']);

/** The reports the user may open: staff, and only where they may list what the report reads (the server's rule). */
export const useReadableReports = (): ReportName[] | undefined => {
  const caller = useAccessCaller();
  if (caller === undefined) return undefined;
  if (!caller.superadmin && !STAFF.has(caller.audience)) return [];
  return REPORT_NAMES.filter((name) => {
    const resource = getResource(REPORTS[name]);
    return resource !== undefined && grantOf(resource, 'list', caller) !== 'none';
  });
};

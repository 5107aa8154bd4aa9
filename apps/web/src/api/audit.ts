import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { grantFor } from '@kampus/contract/resource';
import { auditLogs, type AuditEntry } from '@kampus/contract/resources';
import { useCallerKind } from './impersonation.ts';
import { fetchPage } from './resources.ts';
import type { ApiRecord } from './types.ts';
import { useSession } from './use-session.ts';

/**
 * Whether the signed-in user may read the audit trail (superadmins, and the audiences its
 * declaration grants `list`): who may not is shown nothing and causes no call.
 */
export const useMayReadAudit = (): boolean => {
  const { audience, superadmin } = useCallerKind();
  return superadmin || (audience !== undefined && grantFor(auditLogs.access.list, audience) !== 'none');
};

export const HISTORY_PAGE_SIZE = 5;

/** A record's history in the trail's own order (newest first), a page at a time; no call while `enabled` is false. */
export const useRecordHistory = (resource: string, recordId: number | undefined, page: number, enabled: boolean) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: [auditLogs.name, 'list', schoolId, seasonId, language, 'history', resource, recordId, page],
    queryFn: async ({ signal }) => {
      const result = await fetchPage(
        auditLogs.name,
        {
          page,
          pageSize: HISTORY_PAGE_SIZE,
          filters: { resource, recordId: String(recordId ?? '') },
        },
        signal,
      );
      return { total: result.total, items: result.items as (ApiRecord & AuditEntry)[] };
    },
    enabled: enabled && recordId !== undefined,
    placeholderData: keepPreviousData,
  });
};

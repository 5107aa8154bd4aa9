import type { ActionOutput, requestsDueAction } from '@kampus/contract/action';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type RequestsDue = ActionOutput<typeof requestsDueAction>;

/**
 * The data-subject requests still open in the active school (or every school in reach), overdue
 * and due within 7 days: `GET /api/privacy/requests-due`, the list's own filters counted. Its key
 * starts with the resource's name, so a saved or deleted request refreshes the counts with the list.
 */
export const useRequestsDue = (enabled = true) => {
  const { token, schoolId, seasonId } = useSession();
  return useQuery({
    queryKey: ['delete_personal_data_requests', 'due', schoolId, seasonId],
    queryFn: ({ signal }) => request<RequestsDue>('/api/privacy/requests-due', { signal }),
    enabled: enabled && Boolean(token),
  });
};

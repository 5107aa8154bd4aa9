import type { ActionOutput, retentionRunsAction, runRetentionAction } from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type RetentionRuns = ActionOutput<typeof retentionRunsAction>;
export type RetentionAnswer = ActionOutput<typeof runRetentionAction>;

/** The destruction log (headquarters and superadmins), newest run first. */
export const useRetentionRuns = () => {
  const { token } = useSession();
  return useQuery({
    queryKey: ['retention-runs'],
    queryFn: ({ signal }) => request<RetentionRuns>('/api/retention-runs', { untenanted: true, signal }),
    enabled: Boolean(token),
  });
};

/** A dry run (superadmins): what a run now would destroy or anonymise; nothing changes. */
/**
 * A run now (superadmins): queued at once, its batches done by the job workers. The server asks
 * for the second factor again first (403 stepUpRequired); the page retries after it.
 */
export const useRunRetention = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<RetentionAnswer>('/api/retention-runs', { method: 'POST', body: { dryRun: false }, untenanted: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['retention-runs'] }),
  });
};

export const useRetentionDryRun = () =>
  useMutation({
    mutationFn: () =>
      request<RetentionAnswer>('/api/retention-runs', { method: 'POST', body: { dryRun: true }, untenanted: true }),
  });

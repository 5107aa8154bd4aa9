import type { ConsentKind } from '@kampus/contract/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { fetchAll } from './resources.ts';
import type { ApiRecord } from './types.ts';

export type { ConsentKind };

/** The version of the consent texts the account page shows; a new wording gets a new version. */
const CONSENT_TEXT_VERSION = 'kampus-2026-11';

/** Whose consent: a user (their own notifications) or a student (their photo). */
export type ConsentSubject = { user: number } | { student: number };

/** The caller's own and their children's consent records, newest first (docs/privacy.md). */
export const useOwnConsents = (enabled: boolean) =>
  useQuery({
    queryKey: ['consents', 'own'],
    queryFn: ({ signal }) => fetchAll('consents', { order: { field: 'at', direction: 'desc' } }, signal),
    enabled,
  });

/** Whether the latest record of this subject and kind gives consent; undefined when there is none. */
export const latestConsent = (
  records: readonly ApiRecord[],
  subject: ConsentSubject,
  kind: ConsentKind,
): boolean | undefined => {
  const [field, id] = 'user' in subject ? ['user', subject.user] : ['student', subject.student];
  const found = records
    .filter((record) => record.consentKind === kind && String(record[field]) === `/api/${field}s/${id}`)
    .sort((a, b) => Number(b.id) - Number(a.id))[0];
  return found === undefined ? undefined : found.given === true;
};

/** Gives or withdraws one consent: a new record, never a change of an old one. */
export const useRecordConsent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentSubject & { school: number; consentKind: ConsentKind; given: boolean }) =>
      request<ApiRecord>('/api/consents', {
        method: 'POST',
        body: { ...body, textVersion: CONSENT_TEXT_VERSION },
        untenanted: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['consents'] }),
  });
};

import type { ActionOutput, studentReportCardsAction } from '@kampus/contract/action';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

type ReleasedReportCard = ActionOutput<typeof studentReportCardsAction>[number];

/**
 * The report cards released to a student's family (GET /api/students/{id}/report_cards), newest
 * first. Keyed under the releases, so a release made or taken back on this device shows at once.
 */
export const useStudentReportCards = (studentId: number | undefined) => {
  const { language } = useSession();
  return useQuery({
    queryKey: ['report_card_releases', 'student', language, studentId],
    queryFn: ({ signal }) => request<ReleasedReportCard[]>(`/api/students/${studentId ?? 0}/report_cards`, { signal }),
    enabled: studentId !== undefined,
  });
};

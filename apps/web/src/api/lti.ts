import type { ActionOutput, ltiLaunchAction } from '@kampus/contract/action';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

type Named = { id: number; title: string } | null;

/** A tool linked in a class, as `/api/lti_links.json` answers it: its tool, class and course embedded with their titles. */
export interface LearningToolLink {
  id: number;
  title: string;
  ltiTool: Named;
  class: Named;
  course: Named;
}

/** Every link the caller reads: a family's of their children's classes, a teacher's of theirs, staff's of the school. */
export const useLearningTools = () => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['lti_links', 'learning-tools', schoolId, seasonId, language],
    queryFn: ({ signal }) =>
      request<LearningToolLink[]>('/api/lti_links.json', {
        query: { pagination: 'false', 'order[title]': 'asc' },
        signal,
      }),
  });
};

/** POST /api/lti_links/{id}/launch: the address that starts the launch (the tool's sign-in, with a one-time hint). */
export const useLaunchTool = () =>
  useMutation({
    mutationFn: (linkId: number) =>
      request<ActionOutput<typeof ltiLaunchAction>>(`/api/lti_links/${linkId}/launch`, { method: 'POST', body: {} }),
  });

import type { ActionOutput } from '@kampus/contract/action';
import type {
  onlineClassJoinAction,
  onlineClassProviderAction,
  onlineClassCreateAction,
} from '@kampus/contract/action';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { fetchPage } from './resources.ts';
import type { ApiRecord } from './types.ts';
import { useSession } from './use-session.ts';

/** A post as the feed reads it: its poster, likes and comments embedded (spec section 3). */
export interface FeedPost extends ApiRecord {
  id: number;
  title: string;
  shortText: string | null;
  content: string | null;
  coverPicture: string | null;
  files: { name: string; url: string }[] | null;
  tags: string[] | null;
  feedType: string;
  url: string | null;
  commentsOn: boolean;
  audiences: string[] | null;
  postedAt: string;
  poster: { id: number; name: string; lastName: string } | null;
  likes: { id: number; createdBy: { id: number; isMe: boolean } }[];
  comments: {
    id: number;
    comment: string;
    createdAt: string;
    createdBy: { id: number; name: string | null; lastName: string | null; isMe: boolean };
  }[];
  likeCount: number;
  commentCount: number;
}

export const FEED_PAGE_SIZE = 10;
/** Others' likes and comments arrive without a reload within this time. */
const FEED_POLL_MS = 20_000;

/** One page of the feed, newest first (spec: `order[postedAt]=desc&page`). */
export const useFeedPage = (page: number) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['feeds', 'list', schoolId, seasonId, language, 'page', page],
    queryFn: ({ signal }) =>
      fetchPage(
        'feeds',
        { page, pageSize: FEED_PAGE_SIZE, order: { field: 'postedAt', direction: 'desc' } },
        signal,
      ) as Promise<{ items: FeedPost[]; total: number }>,
    placeholderData: keepPreviousData,
    refetchInterval: FEED_POLL_MS,
  });
};

/**
 * Likes and comments change the post they belong to: each refreshes the feed's queries (spec
 * section 4: "after a like or comment change the feed is re-fetched").
 */
const useFeedMutation = <T>(work: (input: T) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSuccess: () => client.invalidateQueries({ queryKey: ['feeds'] }),
  });
};

export const useLike = () =>
  useFeedMutation((feed: number) =>
    request('/api/feed_likes', { method: 'POST', body: { feed: `/api/feeds/${feed}` } }),
  );

/** Unlike removes the first like the caller made on the post (spec section 4). */
export const useUnlike = () =>
  useFeedMutation((post: FeedPost) => {
    const mine = post.likes.find((like) => like.createdBy.isMe);
    return mine ? request(`/api/feed_likes/${mine.id}`, { method: 'DELETE' }) : Promise.resolve();
  });

export const useAddComment = () =>
  useFeedMutation(({ feed, comment }: { feed: number; comment: string }) =>
    request('/api/feed_comments', { method: 'POST', body: { feed: `/api/feeds/${feed}`, comment } }),
  );

export const useUpdateComment = () =>
  useFeedMutation(({ id, comment }: { id: number; comment: string }) =>
    request(`/api/feed_comments/${id}`, { method: 'PATCH', body: { comment } }),
  );

export const useDeleteComment = () =>
  useFeedMutation((id: number) => request(`/api/feed_comments/${id}`, { method: 'DELETE' }));

export type OnlineClassRole = 'moderator' | 'attendee';

/**
 * The provider flow of the spec (section 4): does the meeting exist? if not and the caller may
 * start it, create it; then join with the role and open the provider's address. Answers the
 * address (the caller opens it, so a pop-up blocker sees a click).
 */
export const useOnlineClassJoin = () => {
  const { language } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: number; role: OnlineClassRole }) => {
      const base = `/${language}/online-classes/${id}`;
      const { found } = await request<ActionOutput<typeof onlineClassProviderAction>>(`${base}/provider`);
      if (!found && role === 'moderator') {
        const { created } = await request<ActionOutput<typeof onlineClassCreateAction>>(`${base}/create`, {
          method: 'POST',
        });
        if (!created) throw new Error('not created');
      }
      const { url } = await request<ActionOutput<typeof onlineClassJoinAction>>(`${base}/join/${role}`, {
        method: 'POST',
      });
      return url;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['online_class_attendances'] }),
  });
};

import { useMutation, useQuery } from '@tanstack/react-query';
import { download, request } from './client.ts';
import { isOwnFile } from './stored-files.ts';

/** A post's stored file as the post names it. */
export interface FeedFile {
  name: string;
  url: string;
}

/** POST /api/feeds/files: a new post's cover picture or file; the server reads what it is from its bytes. */
export const useUploadFeedFile = () =>
  useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: 'cover' | 'file' }) =>
      request<FeedFile>('/api/feeds/files', { method: 'POST', body: file, query: { kind, name: file.name } }),
  });

/**
 * A cover picture as an address an `<img>` shows: one of our stored files is read with the
 * caller's token as a Blob (an `<img>` cannot send it), kept for the session; a web address is
 * used as it is.
 */
export const useFeedImage = (url: string | null) => {
  const own = url !== null && isOwnFile(url);
  const query = useQuery({
    queryKey: ['feed-image', url],
    queryFn: async ({ signal }) => URL.createObjectURL((await download(url ?? '', { signal })).blob),
    enabled: own,
    staleTime: Infinity,
  });
  return own ? query.data : (url ?? undefined);
};

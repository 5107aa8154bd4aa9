import type { ActionOutput } from '@kampus/contract/action';
import type {
  linkManagedFileAction,
  driveSignInAction,
  listDriveFilesAction,
  listFileEntriesAction,
  uploadManagedFileAction,
} from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { putWithProgress } from './put-with-progress.ts';
import { useSession } from './use-session.ts';

export type FolderListing = ActionOutput<typeof listFileEntriesAction>;
export type DrivePage = ActionOutput<typeof listDriveFilesAction>;
type Uploaded = ActionOutput<typeof uploadManagedFileAction>;

const FOLDERS = 'filemanager';

/** A folder of the active school's file manager (GET /api/filemanager/entries). */
export const useFolder = (path: string) => {
  const { schoolId } = useSession();
  return useQuery({
    queryKey: [FOLDERS, schoolId, path],
    queryFn: () => request<FolderListing>('/api/filemanager/entries', { query: { path } }),
    retry: false,
  });
};

/** Every change reloads the folders shown (a move changes two of them). */
const useRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [FOLDERS] });
};

export const useCreateFolder = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { path: string; name: string }) => request('/api/filemanager/folders', { method: 'POST', body }),
    onSuccess: refresh,
  });
};

export const useRenameEntry = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { id: string; name: string }) => request('/api/filemanager/rename', { method: 'POST', body }),
    onSuccess: refresh,
  });
};

export const useMoveEntries = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { ids: string[]; to: string }) => request('/api/filemanager/move', { method: 'POST', body }),
    onSuccess: refresh,
  });
};

export const useDeleteEntries = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) => request('/api/filemanager/delete', { method: 'POST', body: { ids } }),
    onSuccess: refresh,
  });
};

/**
 * Uploads one file with its progress (0 to 1) as it goes. XMLHttpRequest, not `fetch`: only it
 * reports upload progress. The headers are the client's own (token, school, season, language).
 */
export const uploadWithProgress = (
  path: string,
  file: File,
  name: string,
  onProgress: (fraction: number) => void,
): Promise<Uploaded> =>
  putWithProgress<Uploaded>(
    `/api/filemanager/files?${new URLSearchParams({ path, name }).toString()}`,
    file,
    onProgress,
  );

/** Reloads the folders after uploads (the upload itself goes through `uploadWithProgress`). */
export const useUploadsDone = useRefresh;

/** Where the Drive tab signs in: Google, the server's local Drive, or off (GET /api/filemanager/drive/sign-in). */
export const useDriveSignInSettings = () =>
  useQuery({
    queryKey: ['drive-sign-in'],
    queryFn: () => request<ActionOutput<typeof driveSignInAction>>('/api/filemanager/drive/sign-in'),
    staleTime: Infinity,
  });

/** A page of the signed-in person's Drive files, through the server (POST /api/filemanager/drive). */
export const useDriveFiles = (accessToken: string | null, pageToken: string | undefined) =>
  useQuery({
    queryKey: ['drive', accessToken, pageToken],
    queryFn: () =>
      request<DrivePage>('/api/filemanager/drive', {
        method: 'POST',
        body: { accessToken, ...(pageToken ? { pageToken } : {}) },
      }),
    enabled: accessToken !== null,
    retry: false,
  });

/** A lasting address of one file (a year), for the file-picker modal to put into a form field. */
export const useFileLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      request<ActionOutput<typeof linkManagedFileAction>>('/api/filemanager/link', { method: 'POST', body: { id } }),
  });

import type { ActionOutput, SendMailBody, mailLabelsAction, sendMailAction } from '@kampus/contract/action';
import type { MailMessage, MailSection } from '@kampus/contract/resources';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { download, request } from './client.ts';
import { refreshGridOf } from './gradebook-grid.ts';
import { fetchPage } from './resources.ts';
import { useDebouncedKey, useSearch } from './search.ts';
import { useSession } from './use-session.ts';
import { saveBlob } from './save-blob.ts';

export type MailLabels = ActionOutput<typeof mailLabelsAction>;

/** A mail copy as the list and the reader show it. */
export interface MailCopy {
  id: number;
  email: MailMessage;
  isSender: boolean;
  isTo: boolean;
  isCc: boolean;
  isBcc: boolean;
  isRead: boolean;
  isStarred: boolean;
  isTrashed: boolean;
  isDraft: boolean;
  sentAt: string | null;
}

/** The spec's section filters (section 7). */
type MailFilter = 'isSender' | 'isTo' | 'isTrashed' | 'isStarred' | 'isDraft';
const SECTION_QUERY: Record<MailSection, [MailFilter, string][]> = {
  inbox: [
    ['isSender', 'false'],
    ['isTo', 'true'],
    ['isTrashed', 'false'],
  ],
  sent: [
    ['isSender', 'true'],
    ['isTo', 'false'],
    ['isTrashed', 'false'],
  ],
  starred: [
    ['isStarred', 'true'],
    ['isTrashed', 'false'],
  ],
  drafts: [
    ['isDraft', 'true'],
    ['isTrashed', 'false'],
  ],
  trash: [
    ['isTrashed', 'true'],
    ['isDraft', 'false'],
  ],
};

/** The spec's poll: 30 s times a counter that grows by one a cycle and starts again after 100. */
const MAIL_POLL_MS = 30_000;
const nextPollCounter = (counter: number): number => (counter > 100 ? 1 : counter + 1);

/** One page of a section, newest first, polled as the spec says (new mail also arrives by push). */
export const useMailPage = (section: MailSection, page: number) => {
  const { schoolId, language } = useSession();
  const counter = useRef(1);
  return useQuery({
    queryKey: ['mails', 'list', section, page, schoolId, language],
    queryFn: ({ signal }) =>
      // By name: the declaration would bring every resource's into the shell (docs/web.md).
      fetchPage(
        'mails',
        { page, pageSize: 30, order: { field: 'sentAt', direction: 'desc' }, fixed: SECTION_QUERY[section] },
        signal,
      ) as unknown as Promise<{ items: MailCopy[]; total: number }>,
    placeholderData: keepPreviousData,
    refetchInterval: () => {
      const wait = MAIL_POLL_MS * counter.current;
      counter.current = nextPollCounter(counter.current);
      return wait;
    },
  });
};

export const useMailCopy = (id: number | undefined) =>
  useQuery({
    queryKey: ['mails', 'record', id],
    queryFn: ({ signal }) => request<MailCopy>(`/api/mails/${id ?? 0}`, { signal }),
    enabled: id !== undefined,
  });

export const useMailLabels = (enabled = true) =>
  useQuery({
    queryKey: ['mails', 'labels'],
    queryFn: ({ signal }) => request<MailLabels>('/api/mails/labels', { signal }),
    enabled,
  });

/** Read, star, trash and restore one's own copy. */
export const useMailChange = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<Pick<MailCopy, 'isRead' | 'isStarred' | 'isTrashed'>> }) =>
      request<MailCopy>(`/api/mails/${id}`, { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['mails'] }),
  });
};

/** Deletes one's own copy for good (from the trash, or a draft). */
export const useMailDelete = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/api/mails/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['mails'] }),
  });
};

/** Sends as one command; the key makes a repeated click send once. */
export const useSendMail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: SendMailBody; key: string }) =>
      request<ActionOutput<typeof sendMailAction>>('/api/mails/send', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['mails'] }),
  });
};

/** Saves the compose window as a draft: the first save creates it, later ones patch it. */
export const saveDraft = async (id: number | undefined, email: MailMessage, user: number): Promise<MailCopy> =>
  id === undefined
    ? request<MailCopy>('/api/mails', { method: 'POST', body: { email, user, isDraft: true } })
    : request<MailCopy>(`/api/mails/${id}`, { method: 'PATCH', body: { email } });

/** The spec's user search: debounced 1500 ms, at least 3 letters, only people the caller may write to. */
export const useUserSearch = (text: string) => useSearch('users', useDebouncedKey(text));

/** Splits a Server-Sent Events text into events, keeping an unfinished one for the next chunk. */
const parseEvents = (buffer: string): { events: { event: string; data: string }[]; rest: string } => {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    return event && data ? [{ event, data }] : [];
  });
  return { events, rest };
};

/** The classes named by the stream's `gradebook` events (`{"class": 5}`). */
export const gradebookClasses = (events: readonly { event: string; data: string }[]): number[] =>
  events.flatMap((event) => {
    if (event.event !== 'gradebook') return [];
    try {
      const value = (JSON.parse(event.data) as { class?: unknown }).class;
      return typeof value === 'number' ? [value] : [];
    } catch {
      return [];
    }
  });

/**
 * Follows `/api/mails/stream` while signed in: each new mail refreshes every mail query (lists,
 * counts) at once; a dropped stream is opened again after 2 s. Mounted once, in the top bar.
 */
export const useMailStream = () => {
  const { token } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const decoder = new TextDecoder();
    let stopped = false;
    const run = async (): Promise<void> => {
      while (!stopped) {
        let buffer = '';
        try {
          await download('/api/mails/stream', {
            signal: controller.signal,
            untenanted: true,
            keep: false,
            onChunk: (chunk) => {
              const parsed = parseEvents(buffer + decoder.decode(chunk, { stream: true }));
              buffer = parsed.rest;
              if (parsed.events.some((event) => event.event === 'mail'))
                void client.invalidateQueries({ queryKey: ['mails'] });
              if (parsed.events.some((event) => event.event === 'notification'))
                void client.invalidateQueries({ queryKey: ['notifications'] });
              // Another teacher saved scores of a class: its open grid reads it again.
              for (const changed of gradebookClasses(parsed.events)) void refreshGridOf(client, changed);
            },
          });
        } catch {
          // A refused or dropped stream: try again shortly (polling covers the gap).
        }
        if (!stopped) await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    };
    void run();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [token, client]);
};

/** Stores a file for the compose window (POST /api/mails/attachments). */
export const useUploadAttachment = () =>
  useMutation({
    mutationFn: (file: File) =>
      request<MailMessage['attachment'][number]>('/api/mails/attachments', {
        method: 'POST',
        body: file,
        query: { name: file.name },
      }),
  });

/** A file of one's own copy, saved by the browser. */
export const useAttachmentDownload = () =>
  useMutation({
    mutationFn: async ({ id, index, name }: { id: number; index: number; name: string }) => {
      const { blob } = await download(`/api/mails/${id}/attachments/${index}`);
      saveBlob(blob, name);
    },
  });

/** The files of one's own copy, stored again as one's own, for a forward (POST /api/mails/{id}/forward-attachments). */
export const useForwardAttachments = () =>
  useMutation({
    mutationFn: (id: number) =>
      request<MailMessage['attachment']>(`/api/mails/${id}/forward-attachments`, { method: 'POST' }),
  });

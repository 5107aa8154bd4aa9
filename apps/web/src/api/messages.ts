import type { ActionOutput, ClassMessageChoice, previewMessagesAction, RecipientChoice } from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type MessagePreview = ActionOutput<typeof previewMessagesAction>;
export type { ClassMessageChoice, RecipientChoice };

export interface MessageSend {
  id: number;
  channel: 'sms' | 'mail';
  templateTitle: string;
  total: number;
  sent: number;
  failed: number;
  sendState: 'queued' | 'sending' | 'done';
}

/** POST /api/messages/preview: how many, and the first messages rendered from real records. */
export const usePreviewMessages = () =>
  useMutation({
    mutationFn: (body: RecipientChoice) => request<MessagePreview>('/api/messages/preview', { method: 'POST', body }),
  });

/** POST /api/messages/send, with an Idempotency-Key per click: a repeated request starts nothing twice. */
export const useSendMessages = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RecipientChoice; key: string }) =>
      request<MessageSend>('/api/messages/send', { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['message_sends'] }),
  });
};

/** A send's progress, read every second until it is done (the progress bar). */
export const useSendProgress = (id: number | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['message_sends', 'record', String(id), schoolId, seasonId, language, 'progress'],
    queryFn: ({ signal }) => request<MessageSend>(`/api/message_sends/${id}`, { signal }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.sendState === 'done' ? false : 1000),
  });
};

/** POST /api/classes/{id}/messages/preview: who of the class would be reached, who not and why. */
export const usePreviewClassMessage = () =>
  useMutation({
    mutationFn: ({ classId, body }: { classId: number; body: ClassMessageChoice }) =>
      request<MessagePreview>(`/api/classes/${classId}/messages/preview`, { method: 'POST', body }),
  });

/** POST /api/classes/{id}/messages/send, with an Idempotency-Key per click. */
export const useSendClassMessage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, body, key }: { classId: number; body: ClassMessageChoice; key: string }) =>
      request<MessageSend>(`/api/classes/${classId}/messages/send`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['message_sends'] }),
  });
};

import type { ActionOutput, readPublicFormAction } from '@kampus/contract/action';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { download, request } from './client.ts';
import { useSession } from './use-session.ts';
import { saveBlob } from './save-blob.ts';

export type PublicForm = ActionOutput<typeof readPublicFormAction>;

type Loaded<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * GET /{lang}/public-forms/{token}: the public page's form, in the visitor's language. A plain
 * state hook (no query client: the public pages load without the signed-in layout's providers).
 */
export const usePublicForm = (token: string | undefined) => {
  const { language } = useSession();
  const [state, setState] = useState<Loaded<PublicForm>>({ status: 'pending' });
  useEffect(() => {
    if (token === undefined) return undefined;
    const controller = new AbortController();
    setState({ status: 'pending' });
    request<PublicForm>(`/public-forms/${token}`, {
      scoped: true,
      anonymous: true,
      untenanted: true,
      signal: controller.signal,
    })
      .then((data) => setState({ status: 'success', data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, [token, language]);
  return {
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : null,
  };
};

export interface PublicSubmission {
  answers: Record<string, unknown>;
  files: Record<string, { name: string; data: string }>;
}

/** POST /{lang}/public-forms/{token}: one submission; a 422 names the questions at fault. */
export const useSubmitPublicForm = (token: string | undefined) => {
  const [state, setState] = useState<Loaded<{ id: number }> | { status: 'idle' }>({ status: 'idle' });
  const submit = useCallback(
    async (body: PublicSubmission): Promise<void> => {
      setState({ status: 'pending' });
      try {
        const data = await request<{ id: number }>(`/public-forms/${token}`, {
          method: 'POST',
          body,
          scoped: true,
          anonymous: true,
          untenanted: true,
        });
        setState({ status: 'success', data });
      } catch (error) {
        setState({ status: 'error', error });
      }
    },
    [token],
  );
  return {
    submit,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
};

/** POST /{lang}/forms/public-link: a new public link, stored in the form setting (which reloads). */
export const useMakePublicLink = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; formType: string; id: number }) =>
      request<{ link: string }>('/forms/public-link', { method: 'POST', body, scoped: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['form_settings'] }),
  });
};

/** Saves a form's submissions as CSV or Excel (the student list's export code on the server). */
export const useSubmissionExport = () =>
  useMutation({
    mutationFn: async ({ formId, format }: { formId: number; format: 'csv' | 'xlsx' }) => {
      const { blob } = await download(`/api/forms/${formId}/submissions/export`, { query: { format } });
      saveBlob(blob, `form-${formId}.${format}`);
    },
  });

/** Saves one submitted file. */
export const useSubmissionFile = () =>
  useMutation({
    mutationFn: async ({ id, key, name }: { id: number; key: string; name: string }) => {
      const { blob } = await download(`/api/form_submissions/${id}/files/${key}`);
      saveBlob(blob, name);
    },
  });

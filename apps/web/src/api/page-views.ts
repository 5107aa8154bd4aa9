import { request } from './client.ts';

/** Records a page view for the usage statistics; failures are of no interest to the person. */
export const postPageView = (path: string, title: string): void => {
  void request<void>('/page-views', { method: 'POST', scoped: true, body: { path, title } }).catch(() => undefined);
};

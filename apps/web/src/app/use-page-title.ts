import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { postPageView } from '../api/page-views.ts';
import { sessionStore } from '../api/session-store.ts';

const documentTitle = (title: string, product: string): string => (title ? `${title} | ${product}` : product);

/** Sets "<title> | Kampus" and records one page view per path and title (signed-in pages only). */
export const usePageTitle = (title: string): void => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(title, t('ui.product'));
  }, [title, t]);
  useEffect(() => {
    if (title && sessionStore.get().token) postPageView(pathname, title);
  }, [pathname, title]);
};

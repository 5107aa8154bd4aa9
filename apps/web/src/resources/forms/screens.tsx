import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const FormDesignPage = lazy(() => import('./FormDesignPage.tsx').then((m) => ({ default: m.FormDesignPage })));

/**
 * Public forms (issue 14, item 5): the list, new and edit are the generic screens at the spec's
 * `/forms` routes; `/forms/{id}` is the builder, the public page's settings and link, and the
 * submissions. The public page itself is outside the login (`/public/forms/{token}`, app/router.tsx).
 */
export const formsScreens = defineScreens({
  routes: [{ path: 'forms/:id', element: <FormDesignPage /> }],
  resourceRoutes: [{ path: '/forms', resource: 'forms' }],
});

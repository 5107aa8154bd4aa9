import type { RouteObject } from 'react-router';
import { organizationRoutes } from '../resources/organization/routes.tsx';

/*
 * Screens written for one area of the spec, where the generic resource screens are not enough
 * (section 2 of the platform spec). Each is a lazy chunk, declared here as
 * `const X = lazy(() => import('../resources/<area>/X.tsx').then((m) => ({ default: m.X })));`
 * and mounted under the logged-in layout. React Router ranks these explicit paths above the
 * generic `/<area>/*` coming-soon catch-alls, so an area can be built a screen at a time.
 */
export const areaRoutes: RouteObject[] = [
  // organization: /organization, /admin/menus, /global/menus
  ...organizationRoutes,
];

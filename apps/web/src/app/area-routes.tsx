import type { RouteObject } from 'react-router';
import { areaScreens } from './screen-registry.ts';

/*
 * Screens written for one area of the spec, where the generic resource screens are not enough
 * (section 2 of the platform spec), from each area's `resources/<area>/screens.tsx`. React Router
 * ranks these explicit paths above the generic `/<area>/*` coming-soon catch-alls, so an area
 * can be built a screen at a time.
 */
export const areaRoutes: RouteObject[] = areaScreens.flatMap((area) => area.routes);

import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const DeveloperPage = lazy(() => import('./DeveloperPage.tsx').then((m) => ({ default: m.DeveloperPage })));
const DeveloperHowtoPage = lazy(() =>
  import('./DeveloperHowtoPage.tsx').then((m) => ({ default: m.DeveloperHowtoPage })),
);
const DeveloperApiKeyPage = lazy(() =>
  import('./DeveloperApiKeyPage.tsx').then((m) => ({ default: m.DeveloperApiKeyPage })),
);
const DeveloperEndpointsPage = lazy(() =>
  import('./DeveloperEndpointsPage.tsx').then((m) => ({ default: m.DeveloperEndpointsPage })),
);

/** The developer area (platform spec section 2): overview, how-to, the user's API key, the endpoints. */
export const developerScreens = defineScreens({
  routes: [
    { path: 'developer', element: <DeveloperPage /> },
    { path: 'developer/apikey', element: <DeveloperApiKeyPage /> },
    { path: 'developer/endpoints', element: <DeveloperEndpointsPage /> },
    { path: 'developer/howto', element: <DeveloperHowtoPage /> },
  ],
});

import { preloadable } from './preloadable.tsx';

/** The signed-in routes' chunk (the route table, then the layout and the first screen). */
const loadSignedIn = () => import('./signed-in-routes.tsx');

/** The signed-in routes, drawn without suspending once their code is in. */
export const signedInCode = preloadable(loadSignedIn, (m) => m.SignedInRoutes);

/** Starts fetching the chunks of a signed-in address: the routes, the layout and, for a resource, its screen. */
export const preloadSignedIn = (pathname: string): void => {
  void signedInCode.preload();
  void loadSignedIn().then((m) => m.preloadScreen(pathname));
};

/**
 * What a person who has just signed in needs next: the signed-in routes and the layout (the
 * shell). Called when the login form is sent, so they load while the password is checked.
 */
export const preloadShell = (): void => preloadSignedIn('/account/home');

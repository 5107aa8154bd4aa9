/** The signed-in routes' chunk (the route table, then the layout and the first screen). */
export const loadSignedIn = () => import('./signed-in-routes.tsx');

/** Starts fetching the chunks of a signed-in address: the routes, the layout and, for a resource, its screen. */
export const preloadSignedIn = (pathname: string): void => {
  void loadSignedIn().then((m) => m.preloadScreen(pathname));
};

/**
 * What a person who has just signed in needs next: the signed-in routes and the layout (the
 * shell). Called when the login form is sent, so they load while the password is checked.
 */
export const preloadShell = (): void => preloadSignedIn('/account/home');

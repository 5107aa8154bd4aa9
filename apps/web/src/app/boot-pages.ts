import { gradebookGridCode } from '../resources/gradebook-grid/screens.tsx';

/**
 * The code of a page that takes longest to load and draw, asked for at boot from its address,
 * beside the shell's: else its chunk was asked for only once the signed-in routes' chunk had
 * loaded and run (1 to 1.3 s into a cold open of the gradebook), and drawn later still.
 */
const pageCode: readonly (readonly [RegExp, () => Promise<unknown>])[] = [
  [/^\/gradebook\/?$/i, gradebookGridCode.preload],
];

/** Starts loading the page's code; resolves when it is in (at once for a page not listed, never rejects). */
export const preloadPageCode = (pathname: string): Promise<void> =>
  Promise.all(pageCode.filter(([path]) => path.test(pathname)).map(([, load]) => load())).then(
    () => undefined,
    () => undefined,
  );

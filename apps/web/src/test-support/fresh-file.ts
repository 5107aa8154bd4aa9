/**
 * Run before each spec file of the shared project (vitest.config.ts): the files of one worker share
 * its modules and its document, so what one file left behind (a signed-in token, a language chosen
 * on screen, a right-to-left page) is put back to how a new tab starts before the next file runs.
 */
import { noticeHost } from '../app/notices.ts';

// Messages sent where no snackbar host was mounted wait for one: not for the next file's.
noticeHost.attach(() => undefined)();

// A file in Node's environment (the catalogue scripts' specs) has no document to reset, and no
// storage for the session's store to read when it loads.
if (typeof document !== 'undefined') {
  // A file that rendered without Testing Library's cleanup left its React roots mounted: unmounted
  // here, while their portals (a dialog, a menu) are still in the body. Emptying the body first made
  // the next file's cleanup throw on those portals ("the node to be removed is not a child"), leave
  // its own renders mounted, and find every button twice.
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  const { sessionStore } = await import('../api/session-store.ts');
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
  sessionStore.setLanguage('en');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.title = '';
  document.body.replaceChildren();
}

import type { Db } from '../db/database.ts';
import { publicFormPageExists } from '../modules/forms/public-form.operation.ts';

/**
 * An app route whose page names something that may be gone. The app's page is still served (it
 * tells the visitor in their language), but with 404, so a link checker, a crawler or a client
 * sees that the link is dead rather than a page that answered 200.
 */
interface AppPageCheck {
  pattern: RegExp;
  exists: (db: Db, match: RegExpExecArray) => Promise<boolean>;
}

const appPageChecks: AppPageCheck[] = [
  // A public form's link: removed or replaced links, and inactive forms, are 404 at once.
  {
    pattern: /^\/public\/forms\/([^/?#]+)\/?(?:[?#]|$)/,
    exists: (db, match) => publicFormPageExists(db, match[1] ?? ''),
  },
];

/** The status of the app's page for a path: 404 when a check names something that does not exist. */
export const appPageStatus = async (db: Db, url: string): Promise<200 | 404> => {
  for (const check of appPageChecks) {
    const match = check.pattern.exec(url);
    if (match) return (await check.exists(db, match)) ? 200 : 404;
  }
  return 200;
};

import { defineModule } from '../define-module.ts';

/**
 * The developer pages (docs/developer.md): the API's own description, its keys and examples. No
 * resource of its own (they read /api/docs.json and the user's API key): the module carries the
 * screens' texts, `ui.developer.*`, so they load with the screen labels, not the login page.
 */
export const developerModule = defineModule({ resources: [], labels: 'developer' });

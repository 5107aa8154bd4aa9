import { tr as messages } from '@kampus/contract/i18n/locales/tr';
import { trLabels as labels } from '@kampus/contract/i18n/labels/tr';
import { withModuleLabels } from '@kampus/contract/i18n/module-labels';
import { tr as ui } from '../locales/tr.ts';
import type { Translations } from '../translations.ts';

/** Everything the app says in this language, in one chunk loaded only when the language is active. */
export const translations: Translations = { ...messages, ...withModuleLabels('tr', labels), ui };

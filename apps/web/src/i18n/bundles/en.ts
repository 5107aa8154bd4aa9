import { en as messages } from '@kampus/contract/i18n/locales/en';
import { enLabels as labels } from '@kampus/contract/i18n/labels/en';
import { withModuleLabels } from '@kampus/contract/i18n/module-labels';
import { en as ui } from '../locales/en.ts';
import type { Translations } from '../translations.ts';

/** Everything the app says in this language, in one chunk loaded only when the language is active. */
export const translations: Translations = { ...messages, ...withModuleLabels('en', labels), ui };

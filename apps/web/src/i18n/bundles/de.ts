import { de as messages } from '@kampus/contract/i18n/locales/de';
import { deLabels as labels } from '@kampus/contract/i18n/labels/de';
import { withModuleLabels } from '@kampus/contract/i18n/module-labels';
import { de as ui } from '../locales/de.ts';
import type { Translations } from '../translations.ts';

/** Everything the app says in this language, in one chunk loaded only when the language is active. */
export const translations: Translations = { ...messages, ...withModuleLabels('de', labels), ui };

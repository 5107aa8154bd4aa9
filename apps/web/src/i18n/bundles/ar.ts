import { ar as messages } from '@kampus/contract/i18n/locales/ar';
import { arLabels as labels } from '@kampus/contract/i18n/labels/ar';
import { withModuleLabels } from '@kampus/contract/i18n/module-labels';
import { ar as ui } from '../locales/ar.ts';
import type { Translations } from '../translations.ts';

/** Everything the app says in this language, in one chunk loaded only when the language is active. */
export const translations: Translations = { ...messages, ...withModuleLabels('ar', labels), ui };

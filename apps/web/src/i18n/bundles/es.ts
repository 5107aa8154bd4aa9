import { es as messages } from '@kampus/contract/i18n/locales/es';
import { esLabels as labels } from '@kampus/contract/i18n/labels/es';
import { withModuleLabels } from '@kampus/contract/i18n/module-labels';
import { es as ui } from '../locales/es.ts';
import type { Translations } from '../translations.ts';

/** Everything the app says in this language, in one chunk loaded only when the language is active. */
export const translations: Translations = { ...messages, ...withModuleLabels('es', labels), ui };

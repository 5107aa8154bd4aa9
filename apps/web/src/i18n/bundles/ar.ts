import { ar as messages } from '@kampus/contract/i18n/locales/ar';
import { arLabels as labels } from '@kampus/contract/i18n/labels/ar';
import { ar as ui } from '../locales/ar.ts';
import type { PublicTranslations } from '../translations.ts';

/**
 * What the app says in this language, but for the modules' labels (`screen-labels.ts`), in one
 * chunk loaded only when the language is active.
 */
export const translations: PublicTranslations = { ...messages, ...labels, ui };

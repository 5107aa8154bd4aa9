import { de as messages } from '@kampus/contract/i18n/locales/de';
import { deLabels as labels } from '@kampus/contract/i18n/labels/de';
import { de as ui } from '../locales/de.ts';
import type { PublicTranslations } from '../translations.ts';

/**
 * What the app says in this language, but for the modules' labels (`screen-labels.ts`), in one
 * chunk loaded only when the language is active.
 */
export const translations: PublicTranslations = { ...messages, ...labels, ui };

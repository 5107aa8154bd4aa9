import type { Language } from '@kampus/contract/constants';
import dayjs from 'dayjs';
import ar from 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/tr';

/**
 * Arabic with Latin digits (docs/web.md, Languages): dayjs's `ar` writes and reads Arabic-Indic
 * digits, so its month and day names are kept under a name of our own without that conversion.
 */
const AR_LATIN = 'ar-latn';
const latin: typeof ar = { ...ar, name: AR_LATIN };
const converting = latin as typeof latin & Partial<Record<'preparse' | 'postformat', unknown>>;
delete converting.preparse;
delete converting.postformat;
dayjs.locale(latin, undefined, true);

/** The dayjs locale of each interface language: month names, first day of the week, `L` format. */
export const dayjsLocales: Record<Language, string> = { ar: AR_LATIN, de: 'de', en: 'en', es: 'es', tr: 'tr' };

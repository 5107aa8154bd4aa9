import { builtInLabel } from '@kampus/contract/i18n/built-in-values';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';

/** The seeded title of the "unknown" type (id 100) the attendance pop-up and smart class write. */
const UNKNOWN_TITLE = 'Unknown';

/**
 * One vocabulary for attendance: the register, the pop-up, the smart class, the profile and the
 * family's home all say "present" with the contract's `attendance.present`, and a type by its
 * stored title in the reader's language (a seeded "Late" in Turkish; a school's own type as typed).
 */
export const useAttendanceWords = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const present = t('attendance.present');
  return {
    present,
    unknown: builtInLabel('attendance_types', 'title', UNKNOWN_TITLE, language),
    /** A mark's word: present for no type, else the type's title. */
    mark: (typeTitle: string | null | undefined): string =>
      typeTitle === null || typeTitle === undefined
        ? present
        : builtInLabel('attendance_types', 'title', typeTitle, language),
  };
};

import { languageLocales, type Language } from '@kampus/contract/constants';
import type { TFunction } from 'i18next';
import type { GradeCategory, GradeNote, GradeScoreLine } from '../../api/grades.ts';
import { nameIn } from '../generic/name-in.ts';

/**
 * A decimal as the grade's arithmetic writes it ("83.80", already rounded by the scale's rule),
 * in the reader's digits and separators with the places it has: Intl formats the string itself,
 * so no binary float touches the figure.
 */
export const formatDecimal = (value: string, language: Language): string => {
  const places = value.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(languageLocales[language], {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(value as `${number}`);
};

/** A percent written as the language writes one ("83,80 %", "%83,80"). */
export const percentText = (t: TFunction, value: string, language: Language): string =>
  t('ui.grades.percent', { value: formatDecimal(value, language) });

/**
 * A grade in one line, as the explanation names the teacher's and the computed one: the percent
 * and the band ("88,00 % · 5"), or the band alone when a teacher gave a band, which names no percent.
 */
export const gradeFigure = (
  t: TFunction,
  grade: { percent: string | null; band: { label: string } | null },
  language: Language,
): string => {
  if (grade.percent === null) return grade.band?.label ?? '—';
  const percent = percentText(t, grade.percent, language);
  return grade.band ? `${percent} · ${grade.band.label}` : percent;
};

/** Each fate in words; whole keys, so the catalogue check sees them used. */
const FATES: Record<GradeScoreLine['status'], string> = {
  counted: 'ui.grades.fate_counted',
  dropped: 'ui.grades.fate_dropped',
  excused: 'ui.grades.fate_excused',
  missing_zero: 'ui.grades.fate_missing_zero',
  missing_excluded: 'ui.grades.fate_missing_excluded',
  no_category: 'ui.grades.fate_no_category',
};

const fateText = (t: TFunction, status: GradeScoreLine['status']): string => t(FATES[status]);

/**
 * A score's points and fate in words. Work not handed in has no points of its own: counted as
 * zero and then dropped as the lowest, it reads "0 of 10 points · missing, counted as zero, then
 * dropped…", never a bare "out of 10 points · dropped…" that hides why it was the lowest.
 */
export const scoreLineText = (
  t: TFunction,
  line: Pick<GradeScoreLine, 'status' | 'earned'>,
  possible: string,
  earned: (value: string) => string,
): { points: string; fate: string } => {
  if (line.earned === null && line.status === 'dropped')
    return {
      points: t('ui.grades.points', { earned: earned('0'), possible }),
      fate: t('ui.grades.fate_dropped_missing'),
    };
  return {
    points:
      line.earned === null
        ? t('ui.grades.out_of', { possible })
        : t('ui.grades.points', { earned: earned(line.earned), possible }),
    fate: fateText(t, line.status),
  };
};

/** A category by its title: the demo's built-in ones in the reader's language. */
export const categoryName = (title: string, language: Language): string =>
  nameIn('grading_categories', title, language);

/**
 * A note of the explanation in words. The notes name categories by key (`weight_shared`,
 * `drop_kept_one`): the reader gets their titles, translated as the categories themselves are.
 */
export const noteText = (
  t: TFunction,
  note: GradeNote,
  categories: readonly Pick<GradeCategory, 'key' | 'title'>[],
  language: Language,
): string => {
  const title = (key: string) => categoryName(categories.find((row) => row.key === key)?.title ?? '', language);
  switch (note.code) {
    case 'weight_shared':
      return t('ui.grades.note_weight_shared', {
        categories: note.categories.map(title).join(', '),
        weight: formatDecimal(String(note.weight), language),
      });
    case 'weights_total':
      return t('ui.grades.note_weights_total', { total: formatDecimal(String(note.total), language) });
    case 'drop_kept_one':
      return t('ui.grades.note_drop_kept_one', {
        category: title(note.category),
        asked: note.asked,
        dropped: note.dropped,
      });
    case 'no_grade':
      return t('ui.grades.note_no_grade');
  }
};

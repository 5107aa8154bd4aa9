/** A grade level as the orderings read it: its school order and its title (none: no grade level). */
export interface GradeKey {
  order: number | null;
  title: string | null;
}

/**
 * Grade levels in their school order (`levelOrder`); equal orders (the default 0) by their titles
 * read as people count ("Grade 9" before "Grade 10"); "no grade level" last.
 */
export const gradeOrder = (language: string): ((a: GradeKey, b: GradeKey) => number) => {
  const numeric = new Intl.Collator(language, { numeric: true });
  return (a, b) =>
    (a.title === null ? 1 : 0) - (b.title === null ? 1 : 0) ||
    (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
    numeric.compare(a.title ?? '', b.title ?? '');
};

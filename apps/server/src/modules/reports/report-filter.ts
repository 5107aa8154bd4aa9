/** Folds case and accents, so "ogrenci" finds "Öğrenci" and "ISIK" finds "ışık". */
const folded = (value: string): string =>
  value
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ı/g, 'i');

/**
 * The table's rows any of whose cells holds the search text (all rows when there is none), with
 * the students they name kept in step.
 */
export const matching = <T extends { rows: string[][]; students?: (number | null)[] }>(
  table: T,
  q: string | undefined,
): T => {
  const needle = folded((q ?? '').trim());
  if (needle === '') return table;
  const kept = table.rows.flatMap((row, index) => (row.some((cell) => folded(cell).includes(needle)) ? [index] : []));
  const students = table.students;
  return {
    ...table,
    rows: kept.map((index) => table.rows[index] as string[]),
    ...(students ? { students: kept.map((index) => students[index] ?? null) } : {}),
  };
};

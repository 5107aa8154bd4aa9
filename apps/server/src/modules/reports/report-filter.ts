/** Folds case and accents, so "ogrenci" finds "Öğrenci" and "ISIK" finds "ışık". */
const folded = (value: string): string =>
  value
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ı/g, 'i');

/** The rows any of whose cells holds the search text (all rows when there is none). */
export const matching = (rows: string[][], q: string | undefined): string[][] => {
  const needle = folded((q ?? '').trim());
  if (needle === '') return rows;
  return rows.filter((row) => row.some((cell) => folded(cell).includes(needle)));
};

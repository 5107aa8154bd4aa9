/** Letters of the Arabic script (Arabic, its supplement and presentation forms). */
const RTL_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const LTR_LETTER = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]/;

type Direction = 'ltr' | 'rtl';

/**
 * Puts the words of a line in the order they are seen, for pdfkit, which lays words out left to
 * right (fontkit already shapes and mirrors the letters inside each Arabic word). A reduced form
 * of the Unicode bidi algorithm at word level, enough for a report card's names and labels: words
 * with Arabic letters are right-to-left, words with Latin letters left-to-right, and numbers or
 * punctuation follow the word before them. A run of right-to-left words is reversed; in a
 * right-to-left paragraph, the runs are too.
 */
export const visualOrder = (text: string, paragraph: Direction): string => {
  if (!RTL_LETTER.test(text)) return text;
  const runs: { direction: Direction; words: string[] }[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = runs.at(-1);
    const strong: Direction | null = RTL_LETTER.test(word) ? 'rtl' : LTR_LETTER.test(word) ? 'ltr' : null;
    const direction = strong ?? last?.direction ?? paragraph;
    if (last && last.direction === direction) last.words.push(word);
    else runs.push({ direction, words: [word] });
  }
  const seen = runs.map((run) => (run.direction === 'rtl' ? [...run.words].reverse() : run.words).join(' '));
  return (paragraph === 'rtl' ? seen.reverse() : seen).join(' ');
};

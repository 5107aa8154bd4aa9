import bidiFactory from 'bidi-js';

type Direction = 'ltr' | 'rtl';

const bidi = bidiFactory();

/** Letters of the Arabic script (Arabic, its supplement and presentation forms): fontkit lays these out right to left itself. */
const RTL_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

interface Run {
  text: string;
  level: number;
}

/** Left-to-right embedding and its end (UAX #9, X2 and X6a): marks only, never drawn. */
const LRE = '\u202a';
const PDF = '\u202c';

/** Latin letters, with the accented ones of Turkish, German and Spanish. */
const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/;

/**
 * In a right-to-left line, each word of digits and Latin letters (a class "11-A", a code "B-12")
 * is embedded left to right, so it is read as written: without it the algorithm lets the
 * paragraph's direction take the dash between "11" and "A", and a reader sees "A-11" (a browser
 * does the same to text not so marked). An embedding, not an isolate: an isolate counts as a
 * neutral around it, and a Latin word beside it ("Sınıf 11-A") would then change sides.
 */
const embedCodes = (text: string): string =>
  text.replace(/[^\s]+/g, (word) =>
    /\d/.test(word) && LATIN_LETTER.test(word) && !RTL_LETTER.test(word) ? `${LRE}${word}${PDF}` : word,
  );

/** The line cut where its embedding level changes, each run of white space one gap (`' '`). */
const runsOf = (text: string, levels: Uint8Array): Run[] => {
  const runs: Run[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === LRE || char === PDF) continue;
    const gap = /\s/.test(char);
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    const lastGap = last?.text === ' ';
    if (last && gap && lastGap) continue;
    if (last && !gap && !lastGap && last.level === level) last.text += char;
    else runs.push({ text: gap ? ' ' : char, level });
  }
  return runs;
};

/** Rule L2 of UAX #9 on whole runs: from the highest level down to the lowest odd one, each stretch at or above it is reversed. */
const reorder = (runs: Run[]): Run[] => {
  const ordered = [...runs];
  const levels = ordered.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : level + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < ordered.length; ) {
      if ((ordered[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < ordered.length && (ordered[end + 1]?.level ?? 0) >= level) end += 1;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return ordered;
};

/**
 * A right-to-left run fontkit would lay out left to right (punctuation, brackets: no Arabic letter
 * tells it the direction) turned to how it is seen: reversed, each bracket mirrored.
 */
const seen = (run: Run): string => {
  if (run.level % 2 === 0 || run.text === ' ' || RTL_LETTER.test(run.text)) return run.text;
  return [...run.text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');
};

/**
 * The pieces of a line in the order they are seen, left to right, for pdfkit, which lays text out
 * left to right (fontkit shapes and orders the letters inside an Arabic run). The levels are the
 * Unicode bidirectional algorithm's in full (UAX #9, bidi-js): numbers, punctuation and brackets
 * between Arabic and Latin text land where a browser puts them, and codes such as a class's name
 * stay as written (`embedCodes`). `' '` stands for a space.
 */
export const visualRuns = (text: string, paragraph: Direction): string[] => {
  const line = paragraph === 'rtl' ? embedCodes(text) : text;
  const { levels } = bidi.getEmbeddingLevels(line, paragraph);
  return reorder(runsOf(line, levels)).map(seen);
};

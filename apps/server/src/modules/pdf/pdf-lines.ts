import { visualRuns } from './visual-order.ts';

export type Align = 'left' | 'center' | 'right';

/**
 * Writes text word by word at positions of our own. pdfkit lays a line out left to right and
 * lets the font engine (fontkit) mirror each run it shapes: an Arabic word comes out right, but
 * a space beside it moves to the word's other side, and a Latin word inside an Arabic run is
 * mirrored too. So each run of one direction is handed over alone, in the order it is seen
 * (`visualRuns`), and the spaces are ours. Lines wrap on the words' logical order, each then put in visual order.
 */
export const lineWriter = (document: PDFKit.PDFDocument, rtl: boolean) => {
  const direction = rtl ? 'rtl' : 'ltr';
  const width = (text: string): number => document.widthOfString(text);

  /** Splits a paragraph into lines no wider than `maxWidth`, in logical order. */
  const wrap = (text: string, maxWidth: number): string[] => {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (line && width(next) > maxWidth) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  };

  /** One line at `y`, aligned inside `[x, x + boxWidth]`. */
  const line = (text: string, x: number, y: number, boxWidth: number, align: Align): void => {
    const pieces = visualRuns(text, direction);
    const space = width(' ');
    const total = pieces.reduce((sum, piece) => sum + (piece === ' ' ? space : width(piece)), 0);
    let cursor = align === 'left' ? x : align === 'right' ? x + boxWidth - total : x + (boxWidth - total) / 2;
    for (const piece of pieces) {
      if (piece !== ' ') document.text(piece, cursor, y, { lineBreak: false });
      cursor += piece === ' ' ? space : width(piece);
    }
  };

  /** A paragraph from the current position, wrapped to `boxWidth`; moves the position below it. */
  const paragraph = (text: string, x: number, boxWidth: number, align: Align): void => {
    for (const text_ of wrap(text, boxWidth)) {
      const y = document.y;
      line(text_, x, y, boxWidth, align);
      document.x = x;
      document.y = y + document.currentLineHeight(true);
    }
  };

  return { paragraph };
};

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface Piece {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Pieces drawn edge to edge on one line (a bracket beside its number) are one word; a gap is a space. */
const joined = (pieces: readonly Piece[]): string => {
  let text = '';
  let last: Piece | undefined;
  for (const piece of pieces) {
    const touching =
      last !== undefined &&
      Math.abs(piece.y - last.y) < 0.5 &&
      Math.abs(piece.x - (last.x + last.width)) < piece.size * 0.05;
    text += (last && !touching ? ' ' : '') + piece.text;
    last = piece;
  }
  return text;
};

/**
 * The text of each page of a PDF, read back with pdf.js as a reader would extract it: words
 * joined by spaces, so a test asserts what the printed page says rather than the bytes.
 */
export const pdfPages = async (bytes: Uint8Array): Promise<string[]> => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const pieces = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [
            {
              text: item.str.trim(),
              x: Number(item.transform[4]),
              y: Number(item.transform[5]),
              width: item.width,
              size: Math.abs(Number(item.transform[0])) || 1,
            },
          ]
        : [],
    );
    pages.push(joined(pieces));
  }
  await document.destroy();
  return pages;
};

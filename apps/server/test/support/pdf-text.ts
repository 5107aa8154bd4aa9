import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
    const words = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str.trim()] : []));
    pages.push(words.join(' '));
  }
  await document.destroy();
  return pages;
};

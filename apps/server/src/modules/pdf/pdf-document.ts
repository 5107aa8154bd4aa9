import type { Language } from '@kampus/contract';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { lineWriter, type Align } from './pdf-lines.ts';

/**
 * DejaVu Sans: one embedded font with the Latin (Turkish İ ı ğ ş), Arabic and Greek glyphs every
 * language of Kampus needs, and the Arabic joining forms that pdfkit's shaper (fontkit) applies.
 */
const fonts = createRequire(import.meta.url);
const REGULAR_FONT = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A4 in points, the paper of every finance document. */
const A4: [number, number] = [595.28, 841.89];

/** A pdfkit document in the caller's language with the two fonts registered as `regular` and `bold`. */
export const newPdfDocument = (
  language: Language,
  title: string,
  size: [number, number] = A4,
  margin = 50,
): PDFKit.PDFDocument => {
  const document = new PDFDocument({
    size,
    margin,
    autoFirstPage: false,
    info: { Title: title, Creator: 'Kampus' },
    lang: language,
  });
  document.registerFont('regular', REGULAR_FONT);
  document.registerFont('bold', BOLD_FONT);
  return document;
};

/** The writing helpers every printed document uses: paragraphs, label/value rows, headings, rules. */
export interface Sheet {
  document: PDFKit.PDFDocument;
  /** Where text starts: the left margin, the right one in Arabic. */
  start: Align;
  write: (text: string, options?: { align?: Align; bold?: boolean; size?: number }) => void;
  pair: (label: string, value: string, bold?: boolean) => void;
  /** A line of an account: its text, and its amount at the far end, so figures stand in one column. */
  amount: (text: string, figure: string, bold?: boolean) => void;
  heading: (text: string) => void;
  rule: () => void;
  /** Moves down by `lines` lines of the body size. */
  gap: (lines?: number) => void;
}

/**
 * Writing on `document` in its language's direction: right to left in Arabic (labels on the
 * right, values on the left), words placed by `lineWriter` so mixed scripts come out in order.
 */
export const sheetOf = (document: PDFKit.PDFDocument, language: Language, bodySize = 11, margin = 50): Sheet => {
  const rtl = language === 'ar';
  const start: Align = rtl ? 'right' : 'left';
  const { paragraph } = lineWriter(document, rtl);
  const inner = (): number => document.page.width - margin * 2;

  // Text is placed by hand (lineWriter), so pdfkit never breaks the page itself: a long
  // agreement goes on to a new page here, a paragraph at a time.
  const room = (): void => {
    if (document.y > document.page.height - margin - bodySize * 4) document.addPage();
  };

  const write: Sheet['write'] = (text, options = {}) => {
    room();
    document.font(options.bold ? 'bold' : 'regular').fontSize(options.size ?? bodySize);
    paragraph(text, margin, inner(), options.align ?? start);
  };

  const pair: Sheet['pair'] = (label, value, bold = false) => {
    room();
    const y = document.y;
    const third = inner() / 3;
    const [labelX, valueX] = rtl ? [margin + third * 2, margin] : [margin, margin + third];
    document.font('bold').fontSize(bodySize);
    paragraph(label, labelX, third, start);
    const after = document.y;
    document.y = y;
    document.font(bold ? 'bold' : 'regular').fontSize(bodySize);
    paragraph(value, valueX, third * 2, start);
    document.y = Math.max(after, document.y);
    document.x = margin;
  };

  const amount: Sheet['amount'] = (text, figure, bold = false) => {
    room();
    const y = document.y;
    const third = inner() / 3;
    const [textX, figureX] = rtl ? [margin + third, margin] : [margin, margin + third * 2];
    document.font(bold ? 'bold' : 'regular').fontSize(bodySize);
    paragraph(text, textX, third * 2 - bodySize, start);
    const after = document.y;
    document.y = y;
    paragraph(figure, figureX, third, rtl ? 'left' : 'right');
    document.y = Math.max(after, document.y);
    document.x = margin;
  };

  const rule: Sheet['rule'] = () => {
    document
      .moveTo(margin, document.y + 2)
      .lineTo(document.page.width - margin, document.y + 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    document.y += 6;
  };

  const heading: Sheet['heading'] = (text) => {
    document.moveDown(0.6);
    write(text, { bold: true, size: bodySize + 1 });
    rule();
  };

  const gap: Sheet['gap'] = (lines = 1) => {
    document.font('regular').fontSize(bodySize).moveDown(lines);
  };

  return { document, start, write, pair, amount, heading, rule, gap };
};

/** The whole file once drawn: `draw` writes the pages, then the document is ended and collected. */
export const pdfBytes = async (document: PDFKit.PDFDocument, draw: () => void | Promise<void>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  try {
    await draw();
  } finally {
    document.end();
  }
  return done;
};

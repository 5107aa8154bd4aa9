import {
  amountInWords,
  compareMoney,
  displayMoney,
  sumMoney,
  translate,
  wordsLanguageOf,
  type Language,
  type Money,
} from '@kampus/contract';
import { newPdfDocument, pdfBytes, sheetOf } from '../pdf/pdf-document.ts';

/** What a receipt prints; the receipts table (another module) builds it from a receipt and its payment. */
export interface ReceiptInput {
  number: number | string;
  /** YYYY-MM-DD. */
  date: string;
  school: { title: string; address?: string | null };
  student: { name: string; studentNumber?: string | null };
  payer: string;
  lines: readonly { description: string; amount: Money }[];
  total: Money;
  /** ISO 4217, the school's currency. */
  currency: string;
}

/**
 * A receipt on one A4 page in `language`, the total in figures and in words (Turkish for Turkish,
 * English otherwise). A total that is not the sum of the lines is refused (`RangeError`): a
 * receipt that does not add up is never printed.
 */
export const renderReceiptPdf = (input: ReceiptInput, language: Language): Promise<Buffer> => {
  if (compareMoney(sumMoney(input.lines.map((line) => line.amount)), input.total) !== 0)
    return Promise.reject(new RangeError('the receipt lines do not add up to its total'));
  const t = (key: string): string => translate(language, `finance_documents.${key}`);
  const money = (amount: Money): string => displayMoney(amount, input.currency, language);
  const document = newPdfDocument(language, `${t('receipt_title')} ${input.number}`);
  const sheet = sheetOf(document, language);
  return pdfBytes(document, () => {
    document.addPage();
    sheet.write(input.school.title, { bold: true, size: 14 });
    if (input.school.address) sheet.write(input.school.address);
    sheet.gap();
    sheet.write(t('receipt_title'), { bold: true, size: 22, align: 'center' });
    sheet.gap();
    sheet.pair(t('receipt_no'), String(input.number));
    sheet.pair(t('date'), input.date);
    sheet.pair(t('received_from'), input.payer);
    const number = input.student.studentNumber ? ` (${input.student.studentNumber})` : '';
    sheet.pair(t('student'), `${input.student.name}${number}`);
    sheet.heading(t('description'));
    for (const line of input.lines) sheet.amount(line.description, money(line.amount));
    sheet.rule();
    sheet.amount(t('total'), money(input.total), true);
    sheet.gap(0.5);
    sheet.pair(t('in_words'), amountInWords(input.total, input.currency, wordsLanguageOf(language)));
    sheet.gap(3);
    sheet.pair(t('signature'), '______________________');
  });
};

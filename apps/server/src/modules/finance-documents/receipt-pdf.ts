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
  school: { title: string; address?: string | null; taxOffice?: string | null; taxNumber?: string | null };
  student: { name: string; studentNumber?: string | null };
  payer: string;
  /** What the payment was for, in people's words (issue 27), printed above its lines. */
  description?: string;
  /** The payment method and, for a card or transfer, the school's bank account it went to. */
  method?: string;
  bankAccount?: string | null;
  lines: readonly { description: string; amount: Money }[];
  total: Money;
  /** What the student still owes after this payment. */
  remaining?: Money;
  /** ISO 4217, the school's currency. */
  currency: string;
}

/**
 * A receipt on one A4 page in `language`, the total in figures and in words (in that language). A total that is not the sum of the lines is refused (`RangeError`): a
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
    const tax = [
      input.school.taxOffice ? `${t('tax_office')}: ${input.school.taxOffice}` : '',
      input.school.taxNumber ? `${translate(language, 'cashier.tax_number')}: ${input.school.taxNumber}` : '',
    ].filter(Boolean);
    if (tax.length > 0) sheet.write(tax.join(' · '));
    sheet.gap();
    sheet.write(t('receipt_title'), { bold: true, size: 22, align: 'center' });
    sheet.gap();
    sheet.pair(t('receipt_no'), String(input.number));
    sheet.pair(t('date'), input.date);
    sheet.pair(t('received_from'), input.payer);
    const number = input.student.studentNumber ? ` (${input.student.studentNumber})` : '';
    sheet.pair(t('student'), `${input.student.name}${number}`);
    if (input.method) sheet.pair(translate(language, 'cashier.payment_method'), input.method);
    if (input.bankAccount) sheet.pair(translate(language, 'cashier.bank_account'), input.bankAccount);
    sheet.heading(t('description'));
    if (input.description) sheet.write(input.description);
    for (const line of input.lines) sheet.amount(line.description, money(line.amount));
    sheet.rule();
    sheet.amount(t('total'), money(input.total), true);
    sheet.gap(0.5);
    sheet.pair(t('in_words'), amountInWords(input.total, input.currency, wordsLanguageOf(language)));
    if (input.remaining !== undefined) {
      sheet.gap(0.5);
      sheet.amount(translate(language, 'cashier.remaining_balance'), money(input.remaining), true);
    }
    sheet.gap(3);
    sheet.pair(t('signature'), '______________________');
  });
};

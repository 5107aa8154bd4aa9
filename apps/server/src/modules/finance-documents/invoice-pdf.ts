import { amountInWords, displayMoney, translate, wordsLanguageOf, type Language, type Money } from '@kampus/contract';
import { newPdfDocument, pdfBytes, sheetOf } from '../pdf/pdf-document.ts';
import type { SchoolHeader, StudentHeader } from './document-parties.operation.ts';

interface PrintedInvoice {
  invoiceSerial: string;
  invoiceNumber: number | null;
  invoiceDate: string;
  invoiceTitle: string | null;
  invoiceAddress: string | null;
  invoiceVd: string | null;
  invoiceVno: string | null;
  explanation: string | null;
  invoiceAmount: Money;
}

export interface InvoiceInput {
  school: SchoolHeader;
  student: StudentHeader;
  invoice: PrintedInvoice;
}

/** An invoice on one A4 page in `language`. */
export const renderInvoicePdf = (input: InvoiceInput, language: Language): Promise<Buffer> => {
  const t = (key: string): string => translate(language, `finance_documents.${key}`);
  const { invoice, school, student } = input;
  const document = newPdfDocument(
    language,
    `${t('invoice_title')} ${invoice.invoiceSerial}${invoice.invoiceNumber ?? ''}`,
  );
  const sheet = sheetOf(document, language);
  return pdfBytes(document, () => {
    document.addPage();
    sheet.write(school.title, { bold: true, size: 14 });
    if (school.address) sheet.write(school.address);
    sheet.gap();
    sheet.write(t('invoice_title'), { bold: true, size: 22, align: 'center' });
    sheet.gap();
    sheet.pair(t('serial'), invoice.invoiceSerial);
    sheet.pair(t('number'), String(invoice.invoiceNumber ?? '—'));
    sheet.pair(t('date'), invoice.invoiceDate);
    // The heading names the party: its title follows as the first line, not under the same word again.
    sheet.heading(t('billed_to'));
    sheet.write(invoice.invoiceTitle ?? '—', { bold: true });
    sheet.pair(t('address'), invoice.invoiceAddress ?? '—');
    sheet.pair(t('tax_office'), invoice.invoiceVd ?? '—');
    sheet.pair(t('tax_number'), invoice.invoiceVno ?? '—');
    sheet.pair(t('student'), `${student.name} ${student.lastName}`);
    sheet.heading(t('explanation'));
    sheet.write(invoice.explanation ?? '—');
    sheet.gap();
    sheet.rule();
    sheet.amount(t('total'), displayMoney(invoice.invoiceAmount, school.currency, language), true);
    sheet.gap(0.5);
    sheet.pair(t('in_words'), amountInWords(invoice.invoiceAmount, school.currency, wordsLanguageOf(language)));
  });
};

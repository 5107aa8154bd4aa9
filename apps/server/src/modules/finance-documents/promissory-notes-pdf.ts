import { amountInWords, displayMoney, translate, wordsLanguageOf, type Language, type Money } from '@kampus/contract';
import { newPdfDocument, pdfBytes, sheetOf } from '../pdf/pdf-document.ts';
import type { SchoolHeader, StudentHeader } from './document-parties.operation.ts';

/** One note as printed. */
export interface PrintedNote {
  promissoryNo: number | null;
  promissoryOrder: number | null;
  numberOfPromissory: number | null;
  promissoryDate: string;
  amount: Money;
  title: string;
  address: string | null;
  isPaid: boolean | null;
}

export interface PromissoryNotesInput {
  school: SchoolHeader;
  student: StudentHeader;
  notes: readonly PrintedNote[];
  /** Place and date of issue, as printed under the promise. */
  issuedOn: string;
}

/** A student's promissory notes, one page each, in `language`; the amount in words in Turkish or English. */
export const renderPromissoryNotesPdf = (input: PromissoryNotesInput, language: Language): Promise<Buffer> => {
  const t = (key: string, values?: Record<string, string>): string =>
    translate(language, `finance_documents.${key}`, values);
  const document = newPdfDocument(language, t('promissory_title'));
  const sheet = sheetOf(document, language, 12);
  const money = (amount: Money): string => displayMoney(amount, input.school.currency, language);
  return pdfBytes(document, () => {
    if (input.notes.length === 0) {
      document.addPage();
      sheet.write(t('no_notes'));
      return;
    }
    for (const note of input.notes) {
      document.addPage();
      sheet.write(t('promissory_title'), { bold: true, size: 22, align: 'center' });
      sheet.write(
        t('order', { order: String(note.promissoryOrder ?? 1), count: String(note.numberOfPromissory ?? 1) }),
        { align: 'center' },
      );
      sheet.gap();
      sheet.rule();
      sheet.pair(t('note_no'), String(note.promissoryNo ?? '—'));
      sheet.pair(t('due_date'), note.promissoryDate);
      sheet.pair(t('amount'), money(note.amount), true);
      sheet.pair(t('in_words'), amountInWords(note.amount, input.school.currency, wordsLanguageOf(language)));
      sheet.rule();
      sheet.pair(t('payee'), input.school.title);
      sheet.pair(t('debtor'), note.title);
      sheet.pair(t('address'), note.address ?? '—');
      const number = input.student.studentNumber ? ` (${input.student.studentNumber})` : '';
      sheet.pair(t('student'), `${input.student.name} ${input.student.lastName}${number}`);
      sheet.gap();
      sheet.write(t('promise', { school: input.school.title }));
      sheet.gap(2);
      sheet.pair(t('place_date'), input.issuedOn);
      sheet.gap(2);
      sheet.pair(t('signature'), '______________________');
      if (note.isPaid) {
        sheet.gap(2);
        sheet.write(t('paid'), { bold: true, size: 18, align: 'center' });
      }
    }
  });
};

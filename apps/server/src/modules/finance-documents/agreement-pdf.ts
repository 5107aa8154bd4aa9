import { translate, type Language } from '@kampus/contract';
import { markdownPlainText } from '../pdf/markdown-text.ts';
import { newPdfDocument, pdfBytes, sheetOf } from '../pdf/pdf-document.ts';
import { fillAgreementItem, type AgreementData, type AgreementItem } from './agreement-filler.ts';

export interface AgreementInput {
  title: string;
  items: readonly AgreementItem[];
  data: AgreementData;
  issuedOn: string;
}

/** An enrolment agreement: its parties, then each item filled from the student's data, then the signatures. */
export const renderAgreementPdf = (input: AgreementInput, language: Language): Promise<Buffer> => {
  const t = (key: string): string => translate(language, `finance_documents.${key}`);
  const document = newPdfDocument(language, `${t('agreement_title')}: ${input.title}`);
  const sheet = sheetOf(document, language, 10);
  const { data } = input;
  return pdfBytes(document, () => {
    document.addPage();
    sheet.write(data.school.title, { bold: true, size: 13, align: 'center' });
    sheet.write(`${t('agreement_title')}: ${input.title}`, { bold: true, size: 16, align: 'center' });
    sheet.gap();
    sheet.pair(t('student'), `${data.student.name} ${data.student.lastName}`);
    sheet.pair(t('course'), data.course?.title ?? '—');
    sheet.pair(
      t('guardians'),
      data.guardians.length > 0 ? data.guardians.map((g) => `${g.name} ${g.lastName}`).join(', ') : '—',
    );
    sheet.pair(t('date'), input.issuedOn);
    sheet.rule();
    for (const [index, item] of input.items.entries()) {
      const filled = fillAgreementItem(item, data, language);
      // The item's markdown as read, a paragraph per line, the first numbered.
      const [first = '', ...rest] = markdownPlainText(filled.text).split('\n');
      sheet.write(`${index + 1}. ${first}`);
      for (const line of rest) if (line.trim() !== '') sheet.write(line);
      if (filled.info) {
        sheet.write(filled.info.heading, { bold: true });
        for (const line of filled.info.lines) sheet.write(line);
      }
      sheet.gap(0.5);
    }
    sheet.gap(2);
    sheet.pair(t('guardian_signature'), '______________________');
    sheet.gap(1);
    sheet.pair(t('school_signature'), '______________________');
  });
};

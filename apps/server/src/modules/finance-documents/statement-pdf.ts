import { compareMoney, displayMoney, negateMoney, translate, type Language, type Money } from '@kampus/contract';
import { newPdfDocument, pdfBytes, sheetOf } from '../pdf/pdf-document.ts';
import type { Statement } from '../finance/statement/statement.operation.ts';
import type { SchoolHeader } from './document-parties.operation.ts';

/** What a statement prints: the school's legal details, the statement, the day it was printed. */
export interface StatementInput {
  school: SchoolHeader;
  statement: Statement;
  family: boolean;
  printedOn: string;
}

/**
 * A statement of account on A4 in `language` (Arabic right to left): the school's name, address
 * and tax details, the students, the period, the opening balance, one line per event (date, what,
 * amount signed as it moves the balance, the running balance) and the closing balance.
 */
export const renderStatementPdf = (input: StatementInput, language: Language): Promise<Buffer> => {
  const t = (key: string): string => translate(language, `cashier.statement.${key}`);
  const money = (amount: Money): string => displayMoney(amount, input.school.currency, language);
  const { statement, school } = input;
  const title = t(input.family ? 'family_title' : 'title');
  const document = newPdfDocument(language, title);
  const sheet = sheetOf(document, language, 10);
  const names = new Map(statement.students.map((row) => [row.id, row.name]));
  return pdfBytes(document, () => {
    document.addPage();
    sheet.write(school.title, { bold: true, size: 14 });
    if (school.address) sheet.write(school.address);
    const tax = [
      school.taxOffice ? `${translate(language, 'finance_documents.tax_office')}: ${school.taxOffice}` : '',
      school.taxNumber ? `${translate(language, 'cashier.tax_number')}: ${school.taxNumber}` : '',
    ].filter(Boolean);
    if (tax.length > 0) sheet.write(tax.join(' · '));
    sheet.gap();
    sheet.write(title, { bold: true, size: 18, align: 'center' });
    sheet.gap();
    for (const student of statement.students) {
      const number = student.studentNumber ? ` (${student.studentNumber})` : '';
      sheet.pair(translate(language, 'finance_documents.student'), `${student.name}${number}`);
    }
    const period =
      statement.from || statement.to ? `${statement.from ?? '…'} – ${statement.to ?? '…'}` : t('whole_season');
    sheet.pair(t('period'), period);
    sheet.pair(t('printed_on'), input.printedOn);
    sheet.heading(`${t('date')} · ${t('entry')} · ${t('balance')}`);
    sheet.amount(t('opening'), money(statement.opening), true);
    if (statement.lines.length === 0) sheet.write(t('none'));
    for (const line of statement.lines) {
      const who = statement.students.length > 1 ? ` · ${names.get(line.studentId) ?? ''}` : '';
      const what = [t(`kinds.${line.kind}`), line.text].filter(Boolean).join(': ');
      const moved = compareMoney(line.debit, 0) > 0 ? line.debit : negateMoney(line.credit);
      sheet.amount(`${line.date}  ${what}${who}  ${money(moved)}`, money(line.balance));
    }
    sheet.rule();
    sheet.amount(
      `${t('totals')}: ${t('debit')} ${money(statement.debits)} · ${t('credit')} ${money(statement.credits)}`,
      '',
    );
    sheet.amount(t('closing'), money(statement.closing), true);
  });
};

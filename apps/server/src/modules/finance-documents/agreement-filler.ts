import { displayMoney, sumMoney, translate, type Language, type Money } from '@kampus/contract';

/** A labelled amount: a fee, a discount, a scholarship. */
export interface AgreementMoneyLine {
  label: string;
  amount: Money;
}

/**
 * Everything an agreement item may print about a student. Student, guardians, school, course
 * and invoice come from today's tables; fees, discounts, installments and scholarships from the
 * fee tables when they exist: whoever builds this object fills what it has, and a missing part
 * prints "None recorded."
 */
export interface AgreementData {
  currency: string;
  student: { name: string; lastName: string; studentNumber: string | null; nationalId: string | null };
  guardians: readonly { name: string; lastName: string; relation: string; phone: string | null }[];
  school: { title: string; address: string | null };
  course: { title: string } | null;
  feeInfo?: readonly AgreementMoneyLine[];
  discountInfo?: readonly AgreementMoneyLine[];
  installmentInfo?: readonly { date: string; amount: Money }[];
  invoiceInfo?: { title: string | null; address: string | null; taxOffice: string | null; taxNumber: string | null };
  scholarshipInfo?: readonly AgreementMoneyLine[];
}

export interface AgreementItem {
  itemNo: number | null;
  itemText: string;
  additionalInfo: string | null;
}

export interface FilledItem {
  itemNo: number | null;
  text: string;
  /** The block printed under the item (its template), or null for none ('0'). */
  info: { heading: string; lines: string[] } | null;
}

/** `{{name}}` placeholders an item's text may hold, each from the data. */
const placeholders = (data: AgreementData, money: (amount: Money) => string): Record<string, string> => {
  const guardian = data.guardians[0];
  const total = (lines: readonly { amount: Money }[] | undefined): string =>
    lines ? money(sumMoney(lines.map((line) => line.amount))) : '—';
  return {
    'student.name': data.student.name,
    'student.lastName': data.student.lastName,
    'student.fullName': `${data.student.name} ${data.student.lastName}`,
    'student.number': data.student.studentNumber ?? '—',
    'student.nationalId': data.student.nationalId ?? '—',
    'school.title': data.school.title,
    'school.address': data.school.address ?? '—',
    'course.title': data.course?.title ?? '—',
    'guardian.fullName': guardian ? `${guardian.name} ${guardian.lastName}` : '—',
    'guardian.phone': guardian?.phone ?? '—',
    'fees.total': total(data.feeInfo),
    'discounts.total': total(data.discountInfo),
    'scholarships.total': total(data.scholarshipInfo),
    'installments.total': total(data.installmentInfo),
    'installments.count': data.installmentInfo ? String(data.installmentInfo.length) : '—',
    'invoice.title': data.invoiceInfo?.title ?? '—',
  };
};

/**
 * An item as printed: its text with the placeholders filled (an unknown one stays as written, so
 * a typo shows on the proof rather than vanishing), and its template's block.
 */
export const fillAgreementItem = (item: AgreementItem, data: AgreementData, language: Language): FilledItem => {
  const t = (key: string): string => translate(language, `finance_documents.${key}`);
  const money = (amount: Money): string => displayMoney(amount, data.currency, language);
  const values = placeholders(data, money);
  const text = item.itemText.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  const none = [t('none')];
  const moneyLines = (lines: readonly AgreementMoneyLine[] | undefined): string[] =>
    lines && lines.length > 0
      ? [
          ...lines.map((line) => `${line.label}: ${money(line.amount)}`),
          `${t('total')}: ${money(sumMoney(lines.map((line) => line.amount)))}`,
        ]
      : none;
  switch (item.additionalInfo) {
    case 'feeInfo':
      return { itemNo: item.itemNo, text, info: { heading: t('fee_info'), lines: moneyLines(data.feeInfo) } };
    case 'discountInfo':
      return { itemNo: item.itemNo, text, info: { heading: t('discount_info'), lines: moneyLines(data.discountInfo) } };
    case 'scholarshipInfo':
      return {
        itemNo: item.itemNo,
        text,
        info: { heading: t('scholarship_info'), lines: moneyLines(data.scholarshipInfo) },
      };
    case 'installmentInfo': {
      const plan = data.installmentInfo;
      const lines =
        plan && plan.length > 0
          ? [
              ...plan.map((line, index) => `${index + 1}. ${line.date}: ${money(line.amount)}`),
              `${t('total')}: ${money(sumMoney(plan.map((line) => line.amount)))}`,
            ]
          : none;
      return { itemNo: item.itemNo, text, info: { heading: t('installment_info'), lines } };
    }
    case 'invoiceInfo': {
      const invoice = data.invoiceInfo;
      const lines = invoice
        ? [
            `${t('billed_to')}: ${invoice.title ?? '—'}`,
            `${t('address')}: ${invoice.address ?? '—'}`,
            `${t('tax_office')}: ${invoice.taxOffice ?? '—'}`,
            `${t('tax_number')}: ${invoice.taxNumber ?? '—'}`,
          ]
        : none;
      return { itemNo: item.itemNo, text, info: { heading: t('invoice_info'), lines } };
    }
    default:
      return { itemNo: item.itemNo, text, info: null };
  }
};

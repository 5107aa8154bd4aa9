import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/support/pdf-text.ts';
import { fillAgreementItem, type AgreementData } from './agreement-filler.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderPromissoryNotesPdf, type PrintedNote } from './promissory-notes-pdf.ts';
import { renderReceiptPdf, type ReceiptInput } from './receipt-pdf.ts';

const school = { title: 'Demo Lisesi', address: 'Atatürk Cad. 1, İstanbul', currency: 'TRY' };
const student = { name: 'Deniz', lastName: 'Öğrenci', studentNumber: '1001' };

const receipt: ReceiptInput = {
  number: 100001,
  date: '2026-11-24',
  school,
  student: { name: 'Deniz Öğrenci', studentNumber: '1001' },
  payer: 'Ayşe Öğrenci',
  lines: [
    { description: 'Taksit 1', amount: '1000.00' },
    { description: 'Taksit 2', amount: '250.25' },
  ],
  total: '1250.25',
  currency: 'TRY',
};

describe('renderReceiptPdf', () => {
  it('prints a receipt in Turkish with the total in figures and in words', async () => {
    const [page, ...more] = await pdfPages(await renderReceiptPdf(receipt, 'tr'));
    expect(more).toHaveLength(0);
    expect(page).toContain('Makbuz');
    expect(page).toContain('100001');
    expect(page).toContain('Ayşe Öğrenci');
    expect(page).toContain('Taksit 2');
    expect(page).toContain('1.250,25');
    expect(page).toContain('bin iki yüz elli Türk lirası yirmi beş kuruş');
  });

  it('prints it in English with English words, and in German with English words', async () => {
    const [english] = await pdfPages(await renderReceiptPdf(receipt, 'en'));
    expect(english).toContain('Receipt');
    expect(english).toContain('one thousand two hundred fifty Turkish lira and twenty-five kuruş');
    const [german] = await pdfPages(await renderReceiptPdf(receipt, 'de'));
    expect(german).toContain('Quittung');
    expect(german).toContain('Erhalten von');
  });

  it('prints Arabic labels (right to left) without losing the figures', async () => {
    const [arabic] = await pdfPages(await renderReceiptPdf(receipt, 'ar'));
    expect(arabic).toContain('100001');
    expect(arabic).toContain('Taksit');
  });

  it('reads a line of Arabic, Latin and numbers back in the order the bidi algorithm sees it, in both directions', async () => {
    const mixed = (description: string): ReceiptInput => ({
      ...receipt,
      lines: [{ description, amount: '1250.25' }],
    });
    // Right to left: the dash between the Latin and the Arabic takes the paragraph's direction
    // and stands between them; the number after the Arabic word stays on its left.
    const [arabic] = await pdfPages(await renderReceiptPdf(mixed('Tuition 2026 - القسط 1'), 'ar'));
    expect(arabic).toContain('1 القسط - Tuition 2026');
    // Left to right: the number belongs to the Arabic run, the dash to the Latin text after it.
    const [english] = await pdfPages(await renderReceiptPdf(mixed('القسط 2 - Term'), 'en'));
    expect(english).toContain('2 القسط - Term');
    // A bracketed number beside an Arabic name keeps its brackets around it.
    const [named] = await pdfPages(
      await renderReceiptPdf({ ...receipt, student: { name: 'علي', studentNumber: '1001' } }, 'ar'),
    );
    expect(named).toContain('(1001) علي');
  });

  it('refuses a receipt whose lines do not add up to its total', async () => {
    await expect(renderReceiptPdf({ ...receipt, total: '1250.26' }, 'tr')).rejects.toThrow(RangeError);
  });
});

const note = (order: number, amount: string, date: string): PrintedNote => ({
  promissoryNo: order,
  promissoryOrder: order,
  numberOfPromissory: 3,
  promissoryDate: date,
  amount,
  title: 'Ayşe Öğrenci',
  address: 'Kadıköy, İstanbul',
  isPaid: order === 1,
});

describe('renderPromissoryNotesPdf', () => {
  it('prints one page per note, each with its amount in words', async () => {
    const notes = [note(1, '333.33', '2026-01-31'), note(2, '333.33', '2026-02-28'), note(3, '333.34', '2026-03-31')];
    const pages = await pdfPages(
      await renderPromissoryNotesPdf({ school, student, notes, issuedOn: 'İstanbul, 2026-01-01' }, 'tr'),
    );
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Senet');
    expect(pages[0]).toContain('Ödendi');
    expect(pages[1]).not.toContain('Ödendi');
    expect(pages[2]).toContain('3 senetten 3.');
    expect(pages[2]).toContain('2026-03-31');
    expect(pages[2]).toContain('üç yüz otuz üç Türk lirası otuz dört kuruş');
    expect(pages[0]).toContain('Deniz Öğrenci (1001)');
  });

  it('says so on one page when the student has no notes', async () => {
    const pages = await pdfPages(await renderPromissoryNotesPdf({ school, student, notes: [], issuedOn: '-' }, 'en'));
    expect(pages).toEqual([expect.stringContaining('This student has no promissory notes in this season.')]);
  });
});

describe('renderInvoicePdf', () => {
  it('prints the serial, the number given by the server, the billed party and the total', async () => {
    const [page] = await pdfPages(
      await renderInvoicePdf(
        {
          school,
          student,
          invoice: {
            invoiceSerial: 'KMP',
            invoiceNumber: 42,
            invoiceDate: '2026-11-24',
            invoiceTitle: 'Acme Ltd.',
            invoiceAddress: 'Levent, İstanbul',
            invoiceVd: 'Beşiktaş',
            invoiceVno: '1234567890',
            explanation: 'Eğitim ücreti',
            invoiceAmount: '1000',
          },
        },
        'en',
      ),
    );
    expect(page).toContain('Invoice');
    expect(page).toContain('KMP');
    expect(page).toContain('42');
    expect(page).toContain('Acme Ltd.');
    expect(page).toContain('1234567890');
    expect(page).toContain('one thousand Turkish lira');
  });
});

/** A student's data as the fee tables will give it, made by hand. */
const data: AgreementData = {
  currency: 'TRY',
  student: { name: 'Deniz', lastName: 'Öğrenci', studentNumber: '1001', nationalId: null },
  guardians: [{ name: 'Ayşe', lastName: 'Öğrenci', relation: 'mother', phone: '+90 555 000 00 00' }],
  school: { title: 'Demo Lisesi', address: null },
  course: { title: '9. sınıf' },
  feeInfo: [
    { label: 'Eğitim ücreti', amount: '90000.00' },
    { label: 'Yemek ücreti', amount: '10000.50' },
  ],
  discountInfo: [{ label: 'Kardeş indirimi', amount: '5000.00' }],
  installmentInfo: [
    { date: '2026-09-01', amount: '47500.25' },
    { date: '2026-10-01', amount: '47500.25' },
  ],
  invoiceInfo: { title: 'Acme Ltd.', address: 'Levent', taxOffice: 'Beşiktaş', taxNumber: '1234567890' },
};

/** Intl writes a no-break space between the currency and the figure; the tests spell it as a space. */
const spaced = (text: string | undefined): string => (text ?? '').replace(/\u00a0/g, ' ');

describe('fillAgreementItem', () => {
  it('fills placeholders from the data, leaving an unknown one as written', () => {
    const filled = fillAgreementItem(
      {
        itemNo: 1,
        itemText: '{{student.fullName}} ({{student.number}}) enrols in {{course.title}}; {{nope}}.',
        additionalInfo: '0',
      },
      data,
      'en',
    );
    expect(filled.text).toBe('Deniz Öğrenci (1001) enrols in 9. sınıf; {{nope}}.');
    expect(filled.info).toBeNull();
  });

  it('renders each template from the typed data', () => {
    const fees = fillAgreementItem(
      { itemNo: 2, itemText: 'Fees: {{fees.total}}', additionalInfo: 'feeInfo' },
      data,
      'en',
    );
    expect(spaced(fees.text)).toBe('Fees: TRY 100,000.50');
    expect(fees.info?.heading).toBe('Fees');
    expect(fees.info?.lines.map(spaced)).toEqual([
      'Eğitim ücreti: TRY 90,000.00',
      'Yemek ücreti: TRY 10,000.50',
      'Total: TRY 100,000.50',
    ]);
    const plan = fillAgreementItem({ itemNo: 3, itemText: 'x', additionalInfo: 'installmentInfo' }, data, 'en');
    expect(plan.info?.lines.map(spaced)).toEqual([
      '1. 2026-09-01: TRY 47,500.25',
      '2. 2026-10-01: TRY 47,500.25',
      'Total: TRY 95,000.50',
    ]);
    const invoice = fillAgreementItem({ itemNo: 4, itemText: 'x', additionalInfo: 'invoiceInfo' }, data, 'tr');
    expect(invoice.info?.heading).toBe('Fatura bilgileri');
    expect(invoice.info?.lines).toContain('Vergi numarası: 1234567890');
  });

  it('prints "None recorded." for a part the data lacks', () => {
    const filled = fillAgreementItem(
      { itemNo: 5, itemText: '{{scholarships.total}}', additionalInfo: 'scholarshipInfo' },
      data,
      'en',
    );
    expect(filled.text).toBe('—');
    expect(filled.info?.lines).toEqual(['None recorded.']);
  });
});

describe('renderAgreementPdf', () => {
  it('prints the items filled and their template blocks', async () => {
    const pages = await pdfPages(
      await renderAgreementPdf(
        {
          title: 'Kayıt 2026',
          items: [
            { itemNo: 0, itemText: 'Öğrenci {{student.fullName}} okula kaydolur.', additionalInfo: '0' },
            { itemNo: 1, itemText: 'Ücretler aşağıdadır.', additionalInfo: 'feeInfo' },
          ],
          data,
          issuedOn: '2026-09-01',
        },
        'tr',
      ),
    );
    const text = pages.join(' ');
    expect(text).toContain('Kayıt sözleşmesi');
    expect(text).toContain('Öğrenci Deniz Öğrenci okula kaydolur.');
    expect(text).toContain('Yemek ücreti');
    expect(text).toContain('Ayşe Öğrenci');
  });
});

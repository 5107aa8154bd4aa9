import {
  accountCodes,
  bankAccounts,
  bankBranches,
  banks,
  enrollmentAgreementItems,
  enrollmentAgreements,
  incomeExpenses,
  readonlyEnrollmentContracts,
  reportStaticTexts,
  reportTypes,
  seasons,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** Accounts of the Turkish uniform chart of accounts (Tekdüzen Hesap Planı) a school uses first. */
const ACCOUNT_CODES: [string, string][] = [
  ['100', 'Kasa'],
  ['102', 'Bankalar'],
  ['600', 'Yurt içi satışlar'],
  ['770', 'Genel yönetim giderleri'],
];

const AGREEMENT_ITEMS: [string, string][] = [
  ['Veli, öğrencinin **2026-2027** eğitim yılı kaydını bu sözleşmenin hükümlerine göre yaptırır.', '0'],
  ['Eğitim ücreti ve ödeme planı aşağıda gösterilmiştir:', 'feeInfo'],
  ['Taksitler her ayın *beşinci* gününe kadar ödenir.', 'installmentInfo'],
];

/**
 * Demo setup data of a demo school: account codes, a bank account, a report type with a static
 * text, an enrollment agreement with three items and one income record. The one bank branch is
 * a made-up example, named as such (no real branch lists are seeded), as is the read-only
 * contract. Idempotent.
 */
export const seedSetupDemo = async (db: Db, schoolIds: readonly number[]): Promise<void> => {
  const store = system(db);
  const ziraat = (await store.of(banks).first({ eftCode: '0010' }))?.id;
  const branch = ziraat
    ? await ensureRecord(
        db,
        bankBranches,
        { bankId: ziraat, branchName: 'Örnek Şube (demo)' },
        { branchCity: 'İstanbul' },
      )
    : undefined;
  const contract = await ensureRecord(
    db,
    readonlyEnrollmentContracts,
    { title: 'Kayıt sözleşmesi genel hükümleri (örnek)' },
    { contractText: 'Bu metin örnek olarak eklenmiştir; kurumunuzun sözleşme metniyle değiştirin.' },
  );
  for (const school of schoolIds) {
    const codes = [];
    for (const [code, accountName] of ACCOUNT_CODES) {
      codes.push(await ensureRecord(db, accountCodes, { school, code }, { accountName }));
    }
    await ensureRecord(
      db,
      bankAccounts,
      { school, accountName: 'Okul tahsilat hesabı' },
      { currency: 'TRY', bankId: ziraat ?? null, bankBranch: branch?.id ?? null },
    );
    const report = await ensureRecord(
      db,
      reportTypes,
      { school, reportTitle: 'Karne' },
      { paperSize: 'A4', paperLayout: 'portrait', fontSize: 11 },
    );
    await ensureRecord(
      db,
      reportStaticTexts,
      { school, reportId: report.id, position: 'footer' },
      { text: 'Okul Müdürü', align: 'right' },
    );
    const agreement = await ensureRecord(
      db,
      enrollmentAgreements,
      { school, title: '2026-2027 Kayıt Sözleşmesi' },
      { isActive: '1', readonlyContract: contract.id },
    );
    for (const [itemNo, [itemText, additionalInfo]] of AGREEMENT_ITEMS.entries()) {
      await ensureRecord(
        db,
        enrollmentAgreementItems,
        { school, enrollmentAgreementsId: agreement.id, itemNo },
        { itemText, additionalInfo },
      );
    }
    const season = await store.of(seasons).first({ school, isDefault: true });
    if (season) {
      await ensureRecord(
        db,
        incomeExpenses,
        { school, season: season.id, institutionTitle: 'Kantin kira geliri' },
        { entryType: 'income', amount: '12500.00', addedAt: '2026-09-15', accountCode: codes[2]?.id },
      );
    }
  }
};

import { banks, departments, paymentMethods, personnelCategories, type Resource } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { createMany } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { turkishBanks } from './turkish-banks.ts';

/** Titles per country: Turkey in Turkish, the English-speaking defaults in English. */
const PAYMENT_METHODS = {
  TR: ['Nakit', 'Kredi kartı', 'Banka kartı', 'Havale / EFT', 'Çek', 'Senet', 'Sanal POS', 'Mahsup'],
  EN: ['Cash', 'Credit card', 'Debit card', 'Bank transfer', 'Cheque', 'Promissory note', 'Online payment', 'Offset'],
};
const PERSONNEL_CATEGORIES = {
  TR: ['Yönetici', 'Öğretmen', 'İdari personel', 'Destek personeli', 'Sağlık personeli', 'Güvenlik', 'Şoför'],
  EN: ['Management', 'Teacher', 'Administrative staff', 'Support staff', 'Health staff', 'Security', 'Driver'],
};
const DEPARTMENTS = {
  TR: [
    'Müdürlük',
    'Müdür yardımcılığı',
    'Rehberlik servisi',
    'Muhasebe',
    'İnsan kaynakları',
    'Kayıt ve kabul',
    'Bilgi işlem',
    'Kütüphane',
    'Revir',
    'Teknik hizmetler',
  ],
  EN: [
    "Principal's office",
    "Vice principal's office",
    'Counselling',
    'Accounting',
    'Human resources',
    'Admissions',
    'Information technology',
    'Library',
    'Infirmary',
    'Facilities',
  ],
};
/** The English titles serve the English-speaking countries of the interface languages. */
const ENGLISH_COUNTRIES = ['US', 'GB'];

const isEmpty = async (db: Db, resource: Resource): Promise<boolean> => (await system(db).of(resource).count()) === 0;

const perCountry = (titles: { TR: string[]; EN: string[] }) => [
  ...titles.TR.map((title) => ({ title, countryCode: 'TR' })),
  ...ENGLISH_COUNTRIES.flatMap((countryCode) => titles.EN.map((title) => ({ title, countryCode }))),
];

/**
 * Setup lookups every installation starts with: the banks of Turkey, payment methods,
 * personnel categories and departments. Idempotent (a lookup is filled only while empty) and
 * one transaction for all of it. No bank branches: see turkish-banks.ts.
 */
export const seedSetupData = async (db: Db): Promise<void> => {
  const lookups: [Resource, () => Record<string, unknown>[]][] = [
    [banks, () => turkishBanks.map((bank) => ({ ...bank, countryCode: 'TR', isActive: true }))],
    [paymentMethods, () => perCountry(PAYMENT_METHODS)],
    [personnelCategories, () => perCountry(PERSONNEL_CATEGORIES)],
    [departments, () => perCountry(DEPARTMENTS)],
  ];
  const empty: { resource: Resource; rows: () => Record<string, unknown>[] }[] = [];
  for (const [resource, rows] of lookups) if (await isEmpty(db, resource)) empty.push({ resource, rows });
  if (empty.length === 0) return;
  const ctx = systemContext();
  await inTransaction(db, async (tx) => {
    for (const { resource, rows } of empty) await createMany(tx, ctx, resource, rows());
  });
};

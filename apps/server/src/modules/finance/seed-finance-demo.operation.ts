import {
  configurations,
  discounts,
  feeSettings,
  scholarshipDefinitions,
  schools,
  seasons,
  studentFees,
  studentPayments,
  students,
} from '@kampus/contract';
import { systemContext, type RequestContext } from '../../core/caller.ts';
import { create } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { planInstallments } from './plan.operation.ts';
import { refundPayment } from './refund.operation.ts';

/** The demo schools are Turkish: fee, discount and scholarship names are typed as their staff would. */
const FEES: [string, string][] = [
  ['Öğrenim ücreti', '48000.00'],
  ['Kitap ve kırtasiye', '4500.00'],
];

/**
 * Per demo school: the default season's fee settings, a sibling discount and a merit
 * scholarship, and for three students (the last by id, so no demo family's student) their fees,
 * a plan of a down payment and eight installments, the down payment and first installment paid;
 * the first of them also got a partial refund. Runs once: a school with fee settings is done.
 */
const seedSchool = async (db: Db, schoolId: number): Promise<void> => {
  const store = system(db);
  const season = await store.of(seasons).first({ school: schoolId, isDefault: true });
  if (!season) return;
  if (await store.of(feeSettings).first({ school: schoolId, season: season.id })) return;
  const start = season.startDate ?? '2026-09-01';
  await create(db, systemContext(), feeSettings, {
    school: schoolId,
    season: season.id,
    maxIndependentDiscount: '5000.00',
    minEnrollmentFee: '10000.00',
    maxInstallmentCount: 10,
    minDownPayment: '2000.00',
    minInstallmentAmount: '1000.00',
  });
  const sibling = await ensureRecord(
    db,
    discounts,
    { school: schoolId, discountName: 'Kardeş indirimi' },
    { discountPercentage: '0.1000', autoApply: false, isActive: true },
  );
  // The enrolment wizard suggests it when a new student joins a family (docs/enrolment.md).
  await ensureRecord(db, configurations, { school: schoolId, key: 'siblingDiscount' }, { value: String(sibling.id) });
  await ensureRecord(
    db,
    scholarshipDefinitions,
    { school: schoolId, title: 'Başarı bursu' },
    { scholarshipPercentage: '0.2500', description: 'Sınav başarısına göre verilir.' },
  );
  const ctx: RequestContext = { ...systemContext(), activeSchoolId: schoolId, activeSeasonId: season.id };
  const roster = await store.of(students).list({ school: schoolId }, { order: { id: 'desc' }, limit: 3 });
  for (const [index, student] of roster.entries()) {
    for (const [feeName, feeAmount] of FEES) {
      await create(db, ctx, studentFees, {
        school: schoolId,
        season: season.id,
        studentId: student.id,
        feeName,
        feeAmount,
      });
    }
    const plan = await planInstallments(db, ctx, {
      studentId: student.id,
      total: '52500.00',
      downPayment: '4500.00',
      count: 8,
      firstDate: start,
    });
    const paid = plan.slice(0, 2);
    const payment = await create(db, ctx, studentPayments, {
      schoolId,
      season: season.id,
      studentId: student.id,
      paymentAmount: '10500.00',
      paymentDate: start,
      paymentType: 'cash',
      description: 'Peşinat ve ilk taksit',
      installments: paid.map((row) => row.id),
    });
    if (index === 0) await refundPayment(db, ctx, payment.id, '500.00', 'Kitap iadesi');
  }
};

export const seedFinanceDemo = async (db: Db): Promise<void> => {
  const demo = await system(db)
    .of(schools)
    .list({ title: ['Demo High School', 'Demo Middle School'] });
  for (const { id } of demo) await seedSchool(db, id);
};

import {
  companies,
  guardians,
  invoiceDefinitions,
  invoices,
  lawyers,
  promissoryNotes,
  schools,
  students,
  users,
} from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { create } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { seasonFor } from './active-season.ts';
import { createPromissorySeries } from './promissory-series.operation.ts';

/** Per demo school (both Turkish, so their texts are Turkish): the series serial and a lawyer. */
const DEMO: Record<string, { serial: string; lawyer: string; company: string }> = {
  'Demo High School': { serial: 'KML', lawyer: 'Av. Derya Hukuk', company: 'Anadolu Yazılım A.Ş.' },
  'Demo Middle School': { serial: 'KMO', lawyer: 'Av. Kemal Adalet', company: 'Boğaziçi Lojistik Ltd. Şti.' },
};

/**
 * The finance documents of each demo school: a lawyer, a company, an invoice series with one
 * invoice billed to the company, and a series of three promissory notes for a student (Deniz
 * Öğrenci in the high school, the first student elsewhere), signed by the student's guardian.
 * Idempotent like every seed: a school that has its invoice series already is left alone.
 */
export const seedFinanceDocumentsDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const ctx = systemContext('tr');
  const deniz = await store.of(users).first({ email: 'student@kampus.test' });
  for (const school of await store.of(schools).list({ title: Object.keys(DEMO) })) {
    const demo = DEMO[school.title];
    if (!demo || (await store.of(invoiceDefinitions).first({ schoolId: school.id }))) continue;
    await ensureRecord(
      db,
      lawyers,
      { school: school.id, name: demo.lawyer },
      {
        phone: '+90 212 555 10 10',
        email: 'avukat@kampus.test',
        address: 'Adliye karşısı, Çağlayan, İstanbul',
      },
    );
    const company = await ensureRecord(
      db,
      companies,
      { school: school.id, title: demo.company },
      {
        taxOffice: 'Beşiktaş',
        taxNumber: '1234567890',
        address: 'Büyükdere Cad. 100, Levent, İstanbul',
        phone: '+90 212 555 20 20',
      },
    );
    await ensureRecord(
      db,
      invoiceDefinitions,
      { schoolId: school.id, serial: demo.serial },
      {
        nextNumber: 1,
        description: 'E-arşiv fatura serisi',
      },
    );
    const student =
      (deniz ? await store.of(students).first({ school: school.id, user: deniz.id }) : undefined) ??
      (await store.of(students).first({ school: school.id }, { order: { id: 'asc' } }));
    if (!student) continue;
    const season = await seasonFor(db, ctx, school.id);
    await create(db, ctx, invoices, {
      schoolId: school.id,
      seasonId: season,
      studentId: student.id,
      company: company.id,
      invoiceSerial: demo.serial,
      explanation: '2026-2027 eğitim ücreti (ilk taksit)',
      invoiceAmount: '45000.00',
      invoiceDate: '2026-09-01',
    });
    if (await store.of(promissoryNotes).first({ studentId: student.id })) continue;
    const guardian = await store.of(guardians).first({ studentId: student.id }, { order: { isPrimary: 'desc' } });
    await inTransaction(db, async (tx) => {
      await createPromissorySeries(
        tx,
        { ...ctx, activeSeasonId: season },
        {
          studentId: student.id,
          title: guardian ? `${guardian.name} ${guardian.lastName}` : `${student.name} ${student.lastName}`,
          address: 'Kadıköy, İstanbul',
          total: '90000.00',
          count: 3,
          firstDate: '2026-10-31',
        },
      );
    });
  }
};

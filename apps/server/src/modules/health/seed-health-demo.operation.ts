import { bloodGroups, schools, students, users } from '@kampus/contract';
import {
  healthAllergies,
  healthMedications,
  healthRecords,
  IMMUNISATION_SCHEDULES,
  immunisationDoses,
  medicationGivings,
  nurseVisits,
  staffDuties,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** Turkey's schedule less the doses Deniz has not had: the second hepatitis A and Td at 13. */
const DENIZ_MISSES = new Set(['hep_a#2', 'td#1']);

/** A day some months after another (`YYYY-MM-DD`), the day clamped to 28 so every month has it. */
const monthsAfter = (day: string, months: number): string => {
  const [year = 2012, month = 1, date = 1] = day.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}-${pad(Math.min(date, 28))}`;
};

/**
 * The demo school's health (docs/health.md): nurse@kampus.test holds the nurse duty at Demo High
 * School; Deniz (9-A, the demo teacher's class) has a life-threatening peanut allergy with
 * emergency instructions and asthma (a condition the teacher never sees), her brother Ege a mild
 * allergy, a medication given at school and a visit to the nurse; a classmate a severe bee-sting
 * allergy. Ensured at every start: running it again changes nothing.
 */
export const seedHealthDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const high = await store.of(schools).first({ title: 'Demo High School' });
  const nurse = await store.of(users).first({ email: 'nurse@kampus.test' });
  if (!high || !nurse) return;
  await ensureRecord(db, staffDuties, { school: high.id, user: nurse.id, duty: 'nurse' }, {});
  const deniz = await store.of(students).first({ school: high.id, name: 'Deniz', lastName: 'Öğrenci' });
  const ege = await store.of(students).first({ school: high.id, name: 'Ege', lastName: 'Öğrenci' });
  const classmate = await store.of(students).first({ school: high.id, studentNumber: 'H0002' });
  if (!deniz || !ege || !classmate) return;
  const blood = await store.of(bloodGroups).list({}, { order: { id: 'asc' }, limit: 2 });
  await ensureRecord(
    db,
    healthRecords,
    { student: deniz.id },
    {
      school: high.id,
      bloodGroup: blood[0]?.id ?? null,
      conditions: 'Asthma, seasonal; uses a salbutamol inhaler before sport.',
      emergencyInstructions:
        'EpiPen in the front pocket of her school bag: inject into the outer thigh, call 112, then the nurse (ext. 120).',
      doctorName: 'Dr. Ayşe Demir',
      doctorPhone: '+90 212 555 01 20',
      insuranceProvider: 'Anadolu Sigorta',
      insuranceNumber: 'AS-4471-2209',
    },
  );
  await ensureRecord(
    db,
    healthAllergies,
    { student: deniz.id, allergen: 'Peanuts' },
    {
      school: high.id,
      severity: 'life_threatening',
      reaction: 'Swelling of the throat, difficulty breathing',
      allergyAction: 'Use her EpiPen at once and call 112.',
    },
  );
  await ensureRecord(
    db,
    healthRecords,
    { student: ege.id },
    { school: high.id, bloodGroup: blood[1]?.id ?? null, doctorName: 'Dr. Ayşe Demir' },
  );
  await ensureRecord(
    db,
    healthAllergies,
    { student: ege.id, allergen: 'Penicillin' },
    { school: high.id, severity: 'mild', reaction: 'Rash' },
  );
  const medication = await ensureRecord(
    db,
    healthMedications,
    { student: ege.id, medication: 'Methylphenidate 10 mg' },
    { school: high.id, dosage: '1 tablet', medicationTimes: '12:30', givenAtSchool: true },
  );
  await ensureRecord(
    db,
    medicationGivings,
    { student: ege.id, givenAt: '2026-11-27 12:30:00' },
    { school: high.id, medicationGiven: medication.id },
  );
  await ensureRecord(
    db,
    nurseVisits,
    { student: ege.id, visitedAt: '2026-11-26 10:15:00' },
    {
      school: high.id,
      complaint: 'Headache after PE',
      treatment: 'Rest and water for 20 minutes',
      visitOutcome: 'back_to_class',
      parentNotified: false,
    },
  );
  await ensureRecord(
    db,
    healthAllergies,
    { student: classmate.id, allergen: 'Bee stings' },
    {
      school: high.id,
      severity: 'severe',
      reaction: 'Swelling and hives',
      allergyAction: 'Antihistamine from the nurse’s office; call the nurse.',
    },
  );
  // Each dose on time by her birth date, so the status shows exactly the two missing ones.
  const born = deniz.birthDate ?? '2012-03-01';
  for (const dose of IMMUNISATION_SCHEDULES.TR) {
    if (DENIZ_MISSES.has(`${dose.vaccine}#${dose.dose}`)) continue;
    await ensureRecord(
      db,
      immunisationDoses,
      { student: deniz.id, vaccine: dose.vaccine, doseNumber: dose.dose },
      { school: high.id, givenOn: monthsAfter(born, dose.ageMonths) },
    );
  }
};

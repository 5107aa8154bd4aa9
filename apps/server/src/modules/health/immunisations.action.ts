import {
  ageInMonths,
  IMMUNISATION_SCHEDULES,
  immunisationDoses,
  immunisationStatus,
  schools,
  studentImmunisationsAction,
  type ImmunisationCountry,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { auditRead } from '../../core/audit.ts';
import { scoped, system } from '../../core/repository.ts';
import { readerGrant } from '../../core/visibility.ts';
import { schoolClock } from '../school-life/school-clock.ts';

/** The schedule of the school's country when Kampus holds it, else Turkey's. */
const scheduleOf = (countryCode: string | null): ImmunisationCountry => (countryCode === 'GB' ? 'GB' : 'TR');

/**
 * The student's doses against the national schedule: given, missing by their age today (on the
 * school's calendar), not yet due. The doses are read through the caller's reach (the nurse's
 * duty, the parent's own child) and the read is on the audit trail like any list of them.
 */
export const studentImmunisations = implement(studentImmunisationsAction, async ({ db, ctx, record, input }) => {
  const school = Number(record.school);
  const doses = await scoped(db, ctx, { across: 'reach' })
    .of(immunisationDoses, readerGrant(ctx, immunisationDoses))
    .list({ student: record.id }, { order: { givenOn: 'asc' } });
  await auditRead(db, ctx, immunisationDoses, doses);
  const home = await system(db).of(schools).first({ id: school });
  const schedule = input.query.schedule ?? scheduleOf(home?.countryCode ?? null);
  const birthDate = typeof record.birthDate === 'string' ? record.birthDate : null;
  const today = (await schoolClock(db, school)).date;
  const ageMonths = birthDate === null ? null : ageInMonths(birthDate, today);
  return {
    schedule,
    ageMonths,
    // With no birth date no dose can be called missing: every one reads "not yet due".
    doses: immunisationStatus(IMMUNISATION_SCHEDULES[schedule], ageMonths ?? -1, doses),
  };
});

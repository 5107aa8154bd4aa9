import {
  ALERT_SEVERITIES,
  classes,
  classHealthAlertsAction,
  classStudents,
  healthAllergies,
  healthRecords,
  students,
  type HealthAlert,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { scoped, system } from '../../core/repository.ts';

/**
 * The class's students with a severe or life-threatening allergy or emergency instructions:
 * the narrow read of health records a teacher gets. A teacher only of their own classes (those
 * they teach: `teacher:own`), staff of any class in reach (the engine loaded it). Read as the
 * system, and only the allergen, its severity, what to do and the instructions leave it: never
 * a condition, a medication or a reaction.
 */
export const classHealthAlerts = implement(
  classHealthAlertsAction,
  async ({ db, ctx, record }) => {
    const caller = ctx.caller;
    if (!caller.superadmin && caller.audience === 'teacher') await scoped(db, ctx).of(classes, 'own').get(record.id);
    const store = system(db);
    const seated = await store.of(classStudents).list({ classId: record.id });
    const ids = [...new Set(seated.map((row) => row.student))];
    if (ids.length === 0) return { alerts: [] };
    const allergies = await store
      .of(healthAllergies)
      .list({ student: ids, severity: [...ALERT_SEVERITIES] }, { order: { allergen: 'asc' } });
    const records = (await store.of(healthRecords).list({ student: ids })).filter(
      (row) => (row.emergencyInstructions ?? '').trim() !== '',
    );
    const alerted = new Set([...allergies.map((row) => row.student), ...records.map((row) => row.student)]);
    if (alerted.size === 0) return { alerts: [] };
    const people = await store.of(students).list({ id: [...alerted] }, { order: { lastName: 'asc', name: 'asc' } });
    const alerts: HealthAlert[] = people.map((student) => ({
      student: student.id,
      name: `${student.name} ${student.lastName}`,
      allergies: allergies
        .filter((row) => row.student === student.id)
        .map((row) => ({ allergen: row.allergen, severity: row.severity, instruction: row.allergyAction })),
      instructions: records.find((row) => row.student === student.id)?.emergencyInstructions ?? null,
    }));
    return { alerts };
  },
  { discloses: (output) => output.alerts.map((alert) => alert.student) },
);

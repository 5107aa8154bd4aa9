import { healthAllergies, healthMedications, medicationGivings, nurseVisits } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks } from '../../core/hooks.ts';
import { system } from '../../core/repository.ts';
import { violation } from '../../core/problem.ts';
import { notifyVisit } from './notify-visit.operation.ts';

/** Whether the caller writes as a student's parent, not as health staff. */
const asParent = (ctx: RequestContext): boolean =>
  ctx.caller !== null && !ctx.caller.superadmin && ctx.caller.audience === 'parent';

/**
 * A parent's allergy or medication is theirs to report, not to confirm: it is stored marked
 * "reported by parent" and unconfirmed, whatever was sent, until the nurse confirms it (a
 * parent may not update). Health staff's own entries are confirmed as they write them.
 */
const reported = <R extends typeof healthAllergies | typeof healthMedications>(resource: R) =>
  defineHooks(resource, {
    beforeCreate: (_tx, ctx, data) => {
      const parent = asParent(ctx);
      return {
        ...data,
        reportedBy: ctx.caller?.id ?? null,
        reportedByParent: parent,
        confirmed: parent ? false : (data.confirmed ?? true),
      };
    },
  });

export const healthAllergiesHooks = reported(healthAllergies);
export const healthMedicationsHooks = reported(healthMedications);

/** The nurse is whoever records the visit; a visit recorded with the parent notified tells the guardians. */
export const nurseVisitsHooks = defineHooks(nurseVisits, {
  beforeCreate: (_tx, ctx, data) => ({ ...data, nurse: ctx.caller?.id ?? null }),
  afterCreate: async (tx, ctx, row) => {
    if (row.parentNotified) await notifyVisit(tx, row, ctx.language);
  },
  afterUpdate: async (tx, ctx, row, previous) => {
    if (row.parentNotified && !previous.parentNotified) await notifyVisit(tx, row, ctx.language);
  },
});

/** A dose given is of the student's own medication; who gave it is whoever records it. */
export const medicationGivingsHooks = defineHooks(medicationGivings, {
  beforeCreate: async (tx, ctx, data) => {
    const medication = await system(tx).of(healthMedications).first({ id: data.medicationGiven });
    if (!medication || medication.student !== data.student) {
      throw violation('medicationGiven', 'validation.invalid_reference');
    }
    return { ...data, administeredBy: ctx.caller?.id ?? null };
  },
});

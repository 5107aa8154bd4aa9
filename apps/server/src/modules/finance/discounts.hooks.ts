import {
  addMoney,
  compareMoney,
  discounts,
  feeSettings,
  percentOfMoney,
  scholarshipDefinitions,
  studentDiscounts,
  studentFees,
  subtractMoney,
  sumMoney,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type HookData } from '../../core/hooks.ts';
import { scoped } from '../../core/repository.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { studentBalance } from './balance.operation.ts';
import { limitViolation, required } from './ledger.ts';

const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && Number(value) !== 0;

/** A share entered like 0.05 as the percent `percentOfMoney` takes ("5.00"), moved by digits, never through a float. */
const asPercent = (share: string): string => {
  const [whole = '0', fraction = ''] = share.split('.');
  const digits = fraction.padEnd(4, '0');
  return `${Number(whole) * 100 + Number(digits.slice(0, 2))}.${digits.slice(2, 4)}`;
};

/** Percentage XOR amount on one row (spec section 5); the free discount carries neither. */
const oneKind = (percentage: unknown, amount: unknown, independent: unknown): void => {
  if (independent === true) return;
  if (isSet(percentage) && isSet(amount)) throw violation('discountAmount', 'validation.percentage_and_amount');
};

export const discountsHooks = defineHooks(discounts, {
  beforeCreate: (_tx, _ctx, data) => {
    oneKind(data.discountPercentage, data.discountAmount, data.independent);
    // Free discounts are typed per student: the row's own share and amount are skipped.
    return data.independent ? { ...data, discountPercentage: null, discountAmount: null } : data;
  },
  beforeUpdate: (_tx, _ctx, data, current) => {
    const merged = { ...current, ...data };
    oneKind(merged.discountPercentage, merged.discountAmount, merged.independent);
    return data;
  },
});

export const scholarshipDefinitionsHooks = defineHooks(scholarshipDefinitions, {
  beforeCreate: (_tx, _ctx, data) => {
    if (isSet(data.scholarshipPercentage) && isSet(data.scholarshipAmount)) {
      throw violation('scholarshipAmount', 'validation.percentage_and_amount');
    }
    return data;
  },
});

type StudentDiscountData = HookData<typeof studentDiscounts>;

/** A student's discount made from a scholarship is a scholarship ("1"), whoever made it and however. */
const isScholarshipOf = (data: Pick<StudentDiscountData, 'scholarship' | 'isScholarship'>): boolean =>
  data.isScholarship === true || (data.scholarship !== null && data.scholarship !== undefined);

/** The student's fees (of the course, when the discount is a course's) that a share is taken of. */
const feeBase = async (tx: Db, ctx: RequestContext, studentId: number, courseId: number | null): Promise<string> => {
  const fees = await scoped(tx, ctx)
    .of(studentFees)
    .list({ studentId, ...(courseId ? { courseId } : {}) });
  return sumMoney(fees.map((fee) => fee.feeAmount));
};

/**
 * Fills in what a student's discount takes off when not typed: the discount's or scholarship's
 * amount, or its share of the student's fees. A free discount (typed by hand) is held, with the
 * student's other free discounts, to the season's fee settings' maximum.
 */
const priceDiscount = async (tx: Db, ctx: RequestContext, data: StudentDiscountData): Promise<StudentDiscountData> => {
  const repo = scoped(tx, ctx);
  let amount = data.discountAmount ?? null;
  let type = data.discountType;
  if (amount === null && data.discount) {
    const discount = await repo.of(discounts).get(data.discount);
    type = discount.discountPercentage && isSet(discount.discountPercentage) ? 'percentage' : 'amount';
    amount =
      type === 'percentage'
        ? percentOfMoney(
            await feeBase(tx, ctx, required(data.studentId, 'studentId'), discount.courseId),
            asPercent(discount.discountPercentage ?? '0'),
          )
        : (discount.discountAmount ?? '0.00');
  }
  if (amount === null && data.scholarship) {
    const scholarship = await repo.of(scholarshipDefinitions).get(data.scholarship);
    amount = isSet(scholarship.scholarshipPercentage)
      ? percentOfMoney(
          await feeBase(tx, ctx, required(data.studentId, 'studentId'), null),
          asPercent(scholarship.scholarshipPercentage ?? '0'),
        )
      : (scholarship.scholarshipAmount ?? '0.00');
  }
  const priced = {
    ...data,
    discountType: type,
    discountAmount: amount ?? '0.00',
    addedBy: ctx.caller?.id ?? null,
    isScholarship: isScholarshipOf(data),
  };
  await holdDiscountLimits(tx, ctx, priced);
  return priced;
};

/**
 * What a student's fees less discounts may still lose: that total less what is paid and what
 * the installments still wait for. Below it, due goes negative or falls under what the
 * installments wait for (they could not be paid in full).
 */
const slackOf = async (tx: Db, ctx: RequestContext, studentId: number): Promise<string> => {
  const balance = await studentBalance(tx, ctx, studentId);
  const floor = addMoney(balance.paid, balance.unpaidInstallments);
  return subtractMoney(subtractMoney(balance.fees, balance.discounts), floor);
};

const atLeastZero = (amount: string): string => (compareMoney(amount, 0) < 0 ? '0.00' : amount);

/**
 * THE limits of a student's discount, on every write (POST, /bulk and PATCH alike; `current` is
 * the row a PATCH changes): a free discount, with the student's other free ones, within the
 * season's maximum; and no discount, of whatever type, taking the fees below what is paid or
 * planned. A change that lowers the discount is always allowed.
 */
const holdDiscountLimits = async (
  tx: Db,
  ctx: RequestContext,
  data: StudentDiscountData,
  current?: RowOf<typeof studentDiscounts>,
): Promise<void> => {
  const amount = data.discountAmount ?? '0.00';
  // A discount moved to another student is all new to them.
  const before = current?.studentId === data.studentId ? (current?.discountAmount ?? '0.00') : '0.00';
  if (data.discountType === 'free') await holdFreeLimit(tx, ctx, data, current?.id);
  if (compareMoney(amount, before) <= 0) return;
  const most = addMoney(before, await slackOf(tx, ctx, required(data.studentId, 'studentId')));
  if (compareMoney(amount, most) > 0) throw limitViolation('discountAmount', 'discount_over_fees', atLeastZero(most));
};

const holdFreeLimit = async (
  tx: Db,
  ctx: RequestContext,
  data: StudentDiscountData,
  except?: number,
  field = 'discountAmount',
): Promise<void> => {
  const repo = scoped(tx, ctx);
  const settings = ctx.activeSeasonId
    ? await repo.of(feeSettings).first({ school: data.school, season: ctx.activeSeasonId })
    : undefined;
  const limit = settings?.maxIndependentDiscount ?? '0.00';
  if (compareMoney(limit, 0) === 0) return;
  const others = (await repo.of(studentDiscounts).list({ studentId: data.studentId, discountType: 'free' })).filter(
    (row) => row.id !== except,
  );
  const total = sumMoney([...others.map((row) => row.discountAmount ?? '0.00'), data.discountAmount ?? '0.00']);
  if (compareMoney(total, limit) > 0) throw limitViolation(field, 'free_discount_limit', limit);
};

/**
 * A `/bulk` of discounts, once all are stored (still under the ledger lock, in the batch's one
 * transaction): each item was held to the limits as the student stood before the batch, so
 * several items of one student could together pass what each alone passed. Each student's
 * whole batch is held here; one breach refuses the bulk, all or nothing, naming its last item.
 */
const holdBatchLimits = async (
  tx: Db,
  ctx: RequestContext,
  rows: readonly RowOf<typeof studentDiscounts>[],
): Promise<void> => {
  for (const studentId of new Set(rows.map((row) => row.studentId))) {
    const mine = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.studentId === studentId);
    const last = mine[mine.length - 1];
    if (!last) continue;
    const free = mine.filter(({ row }) => row.discountType === 'free');
    const lastFree = free[free.length - 1];
    if (lastFree)
      await holdFreeLimit(tx, ctx, lastFree.row, lastFree.row.id, `items[${lastFree.index}].discountAmount`);
    const added = sumMoney(mine.map(({ row }) => row.discountAmount ?? '0.00'));
    if (compareMoney(added, 0) <= 0) continue;
    const slack = await slackOf(tx, ctx, studentId);
    if (compareMoney(slack, 0) >= 0) continue;
    const most = addMoney(last.row.discountAmount ?? '0.00', slack);
    throw limitViolation(`items[${last.index}].discountAmount`, 'discount_over_fees', atLeastZero(most));
  }
};

export const studentDiscountsHooks = defineHooks(studentDiscounts, {
  beforeCreate: (tx, ctx, data) => priceDiscount(tx, ctx, data),
  afterCreateMany: (tx, ctx, rows) => holdBatchLimits(tx, ctx, rows),
  beforeUpdate: async (tx, ctx, data, current) => {
    await holdDiscountLimits(tx, ctx, { ...current, ...data }, current);
    // A scholarship named or taken away says whether it is one, unless the flag is sent too.
    return 'scholarship' in data && !('isScholarship' in data)
      ? { ...data, isScholarship: isScholarshipOf({ scholarship: data.scholarship, isScholarship: false }) }
      : data;
  },
});

type Fee = RowOf<typeof studentFees>;

/** Whether a discount is in force on a day: active, within its dates ("0000-00-00" or none: open). */
const inForce = (discount: RowOf<typeof discounts>, day: string): boolean =>
  discount.isActive === true &&
  (!discount.startDate || discount.startDate <= day) &&
  (!discount.endDate || discount.endDate >= day);

/** A fee added gets every auto-applied discount of its school in force (and of its course, when the discount names one). */
const applyAutoDiscounts = async (tx: Db, ctx: RequestContext, fee: Fee): Promise<void> => {
  const repo = scoped(tx, ctx);
  const today = new Date().toISOString().slice(0, 10);
  const offers = await repo.of(discounts).list({ school: fee.school, autoApply: true, isActive: true });
  for (const discount of offers) {
    if (!inForce(discount, today) || discount.independent) continue;
    if (discount.courseId && discount.courseId !== fee.courseId) continue;
    const amount = isSet(discount.discountPercentage)
      ? percentOfMoney(fee.feeAmount, asPercent(discount.discountPercentage ?? '0'))
      : (discount.discountAmount ?? '0.00');
    await repo.of(studentDiscounts).insert({
      school: fee.school,
      studentId: fee.studentId,
      discount: discount.id,
      discountType: isSet(discount.discountPercentage) ? 'percentage' : 'amount',
      discountAmount: amount,
      courseId: fee.courseId,
      addedBy: ctx.caller?.id ?? null,
      addedAt: today,
    });
  }
};

/**
 * A fee is never lowered (nor deleted) below what its student has paid or planned: the lowest
 * it may go is named on `feeAmount`. Raising it, or lowering it within the room, is fine.
 */
const holdFeeFloor = async (tx: Db, ctx: RequestContext, current: Fee, amount: string): Promise<void> => {
  if (compareMoney(amount, current.feeAmount) >= 0) return;
  const lowest = subtractMoney(current.feeAmount, await slackOf(tx, ctx, current.studentId));
  if (compareMoney(amount, lowest) < 0) throw limitViolation('feeAmount', 'fee_below_committed', atLeastZero(lowest));
};

/**
 * A fee moved to another student leaves its student as a delete would: refused (422 on
 * `studentId`) when what they paid or planned needs it. The student it joins only gains.
 */
const holdFeeMove = async (tx: Db, ctx: RequestContext, current: Fee): Promise<void> => {
  const lowest = subtractMoney(current.feeAmount, await slackOf(tx, ctx, current.studentId));
  if (compareMoney(lowest, 0) > 0) throw violation('studentId', 'validation.fee_move_committed');
};

export const studentFeesHooks = defineHooks(studentFees, {
  afterCreate: (tx, ctx, row) => applyAutoDiscounts(tx, ctx, row),
  beforeUpdate: async (tx, ctx, data, current) => {
    if (data.studentId !== undefined && data.studentId !== current.studentId) await holdFeeMove(tx, ctx, current);
    else await holdFeeFloor(tx, ctx, current, data.feeAmount ?? current.feeAmount);
    return data;
  },
  beforeDelete: (tx, ctx, row) => holdFeeFloor(tx, ctx, row, '0.00'),
});

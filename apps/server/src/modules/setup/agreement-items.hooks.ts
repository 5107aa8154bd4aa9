import { enrollmentAgreementItems } from '@kampus/contract';
import { isNotNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type HookData } from '../../core/hooks.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

type ItemData = HookData<typeof enrollmentAgreementItems>;

/**
 * An item created without `itemNo` gets the agreement's highest number plus one (0 for the
 * first). The agreement row is locked first, so two adds at once queue behind each other and
 * never read the same highest number; the unique (agreement, itemNo) index refuses a clash
 * with an explicitly sent number (422 on itemNo). The agreement was checked to be in reach.
 */
const numberItem = async (tx: Db, ctx: RequestContext, data: ItemData): Promise<ItemData> => {
  if (typeof data.itemNo === 'number') return data;
  const agreementId = data.enrollmentAgreementsId;
  await tx.execute(sql`select id from enrollment_agreements where id = ${agreementId} for update`);
  const items = scoped(tx, ctx, { across: 'reach' }).of(enrollmentAgreementItems);
  const last = await items.first(
    { enrollmentAgreementsId: agreementId },
    { order: { itemNo: 'desc' }, also: isNotNull(items.table.itemNo) },
  );
  return { ...data, itemNo: (last?.itemNo ?? -1) + 1 };
};

export const agreementItemsHooks = defineHooks(enrollmentAgreementItems, {
  beforeCreate: (tx, ctx, data) => numberItem(tx, ctx, data),
});

import { enrollmentAgreementItems } from '@kampus/contract';
import { eq, max, sql } from 'drizzle-orm';
import { defineHooks, type Data } from '../../core/hooks.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/**
 * An item created without `itemNo` gets the agreement's highest number plus one (0 for the
 * first). The agreement row is locked first, so two adds at once queue behind each other and
 * never read the same highest number; the unique (agreement, itemNo) index refuses a clash
 * with an explicitly sent number (422 on itemNo).
 */
const numberItem = async (tx: Db, data: Data): Promise<Data> => {
  if (typeof data.itemNo === 'number') return data;
  const agreementId = Number(data.enrollmentAgreementsId);
  await tx.execute(sql`select id from enrollment_agreements where id = ${agreementId} for update`);
  const items = resourceTable('enrollment_agreement_items');
  const [row] = await tx
    .select({ highest: max(col(items, 'itemNo')) })
    .from(items)
    .where(eq(col(items, 'enrollmentAgreementsId'), agreementId));
  const highest = row?.highest;
  return { ...data, itemNo: highest === null || highest === undefined ? 0 : Number(highest) + 1 };
};

export const agreementItemsHooks = defineHooks(enrollmentAgreementItems, {
  beforeCreate: (tx, _ctx, data) => numberItem(tx, data),
});

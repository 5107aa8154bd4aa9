import { paymentGateways, schools } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { create } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * The demo schools take installments online through the local stand-in gateway (no account
 * anywhere): its signing secret is made by the gateway hook. Runs once: a school with a gateway is done.
 */
export const seedOnlinePaymentsDemo = async (db: Db): Promise<void> => {
  const demo = await system(db)
    .of(schools)
    .list({ title: ['Demo High School', 'Demo Middle School'] });
  for (const { id } of demo) {
    if (await system(db).of(paymentGateways).first({ school: id })) continue;
    await create(db, { ...systemContext(), activeSchoolId: id }, paymentGateways, {
      school: id,
      gatewayProvider: 'standin',
    });
  }
};

import { paymentGateways, schools } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { create, update } from '../../core/operations.ts';
import { openValue } from '../../core/sealing.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * The demo schools take installments online through the local stand-in gateway (no account
 * anywhere): its signing secret is made by the gateway hook and sealed. Runs once: a school with a gateway is done.
 */
export const seedOnlinePaymentsDemo = async (db: Db): Promise<void> => {
  const demo = await system(db)
    .of(schools)
    .list({ title: ['Demo High School', 'Demo Middle School'] });
  for (const { id } of demo) {
    const gateway = await system(db).of(paymentGateways).first({ school: id });
    // A stand-in whose signing secret was sealed under another key (a copy of a booted database
    // started with its own KAMPUS_SECRET) is given a new one: nothing but the stand-in signs with it.
    if (gateway?.gatewayProvider === 'standin' && openValue(gateway.gatewayWebhookSecret) === '') {
      await update(db, { ...systemContext(), activeSchoolId: id }, paymentGateways, gateway.id, {
        gatewayWebhookSecret: null,
      });
    }
    if (gateway) continue;
    await create(db, { ...systemContext(), activeSchoolId: id }, paymentGateways, {
      school: id,
      gatewayProvider: 'standin',
    });
  }
};

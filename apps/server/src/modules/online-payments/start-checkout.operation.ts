import {
  installments,
  onlineCheckouts,
  paymentGateways,
  studentPayments,
  sumMoney,
  compareMoney,
  type RowOf,
} from '@kampus/contract';
import { randomUUID } from 'node:crypto';
import type { SignedInContext } from '../../core/actions.ts';
import { recordAction } from '../../core/audit.ts';
import { authorize } from '../../core/policy.ts';
import { Problem, violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { OutboundFetch } from '../../integrations/outbound/outbound-fetch.ts';
import { schoolHeader } from '../finance-documents/document-parties.operation.ts';
import { openOf } from '../finance/payments.operation.ts';
import { adapterFor, gatewayReady, settingsOf } from './gateways.ts';

const STAFF = new Set(['headquarters', 'campus', 'school']);

/** The web app's return page of a checkout (apps/web/src/resources/online-payments). */
export const returnPath = (reference: string): string => `/online-payments/${reference}`;

/** Where a gateway that posts the browser back sends it (`onlinePaymentReturn`: 303 to `returnPath`). */
const postBackPath = (reference: string): string => `/api/online-payments/${reference}/return`;

export interface CheckoutAnswer {
  id: number;
  reference: string;
  studentId: number;
  amount: string;
  currency: string;
  status: RowOf<typeof onlineCheckouts>['checkoutStatus'];
  redirectUrl: string | null;
  receipt: { id: number; receiptNumber: number } | null;
}

/** The school's gateway row, read by the server (its secrets never leave it). */
export const schoolGateway = (db: Db, school: number) => system(db).of(paymentGateways).first({ school });

/**
 * Starts an online payment of a student's installments (the student already loaded through the
 * caller's reach). Staff must be allowed to take payments; a family pays its own child's only.
 * The amount is what the installments still wait for, read by the server, never what the browser
 * says. The checkout row is written before the gateway is asked, so the
 * gateway's notice always finds it.
 */
export const startCheckout = async (
  tx: Db,
  ctx: SignedInContext,
  fetch: OutboundFetch,
  student: { id: number; school: number },
  ids: readonly number[],
  origin: { publicUrl: string; ip: string },
): Promise<CheckoutAnswer> => {
  if (STAFF.has(ctx.caller.audience)) authorize(ctx, studentPayments, 'create');
  const gateway = await schoolGateway(tx, student.school);
  const settings = gateway ? settingsOf(gateway) : null;
  if (!gateway || !settings || !gatewayReady(settings)) {
    throw violation('installments', 'ui.online_payments.errors.no_gateway');
  }
  // No ledger lock: this command writes no money, and it waits on the gateway, which must not hold
  // up the school's cashiers. The webhook's payment checks the installments again under the lock.
  // Read as the caller sees them: a family reads its own child's rows only.
  const rows = await scoped(tx, ctx)
    .of(installments)
    .list({ studentId: student.id, id: [...ids] });
  const chosen = ids.map((id, index) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || row.isDonePayment === true || compareMoney(openOf(row), 0) <= 0) {
      throw violation(`installments[${index}]`, 'ui.online_payments.errors.not_open');
    }
    return row;
  });
  const season = chosen[0]?.season;
  if (season === undefined || chosen.some((row) => row.season !== season)) {
    throw violation('installments', 'ui.online_payments.errors.not_open');
  }
  const amount = sumMoney(chosen.map(openOf));
  const { title, currency } = await schoolHeader(tx, student.school);
  const reference = randomUUID();
  const base = origin.publicUrl.replace(/\/$/, '');
  const returnUrl = `${base}${returnPath(reference)}`;
  const postBackUrl = `${base}${postBackPath(reference)}`;
  const store = system(tx);
  const checkout = await store.of(onlineCheckouts).insert({
    school: student.school,
    season,
    studentId: student.id,
    checkoutReference: reference,
    installments: chosen.map((row) => row.id),
    checkoutAmount: amount,
    currency,
    gatewayProvider: settings.provider,
    checkoutStatus: 'pending',
    startedBy: ctx.caller.id,
  });
  let created: { checkoutId: string; redirectUrl: string };
  try {
    created = await adapterFor(settings, fetch).createCheckout({
      amount,
      currency,
      reference,
      returnUrl,
      postBackUrl,
      description: `${title} ${reference.slice(0, 8)}`.trim(),
      language: ctx.language,
      payer: {
        id: String(ctx.caller.id),
        name: ctx.caller.name,
        surname: ctx.caller.lastName,
        email: ctx.caller.email,
        ip: origin.ip,
      },
    });
  } catch {
    // The gateway could not be reached or refused: nothing is kept (the command rolls back).
    throw new Problem(503, 'errors.unavailable', 'ui.online_payments.errors.gateway_refused');
  }
  await store.of(onlineCheckouts).update(checkout.id, { gatewayCheckoutId: created.checkoutId });
  await recordAction(tx, ctx, {
    resource: 'online_checkouts',
    id: checkout.id,
    action: 'start',
    school: student.school,
    after: { studentId: student.id, amount, currency, installments: chosen.map((row) => row.id) },
  });
  return {
    id: checkout.id,
    reference,
    studentId: student.id,
    amount,
    currency,
    status: 'pending',
    redirectUrl: created.redirectUrl,
    receipt: null,
  };
};

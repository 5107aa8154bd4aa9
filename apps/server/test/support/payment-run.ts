import { feeSettings } from '@kampus/contract';
import { DEMO_PASSWORD } from '../harness.ts';

/**
 * Cashiers paying installments at once through a balancer (issue 13's concurrency proof), shared by
 * `finance-two-nodes.int.spec.ts` and `bench/payments.bench.ts`. Each payment pays one installment
 * with its own Idempotency-Key; a request that fails (no answer, 5xx, or 409 "still running") is
 * sent again with the same key, as a real client would, until it is answered.
 */

type Row = Record<string, unknown> & { id: number };

export interface Cashier {
  token: string;
  headers: Record<string, string>;
}

export interface PaymentPlan {
  schoolId: number;
  /** Installments to pay, one payment each, in the order the cashiers take them. */
  installments: { id: number; studentId: number; amount: string }[];
}

export interface PaymentOutcome {
  key: string;
  installmentId: number;
  /** The final answer's status and the payment's id (0 when never answered 2xx). */
  status: number;
  paymentId: number;
  attempts: number;
  /** Statuses of the failed attempts (0: no answer). */
  failures: number[];
  /** From the first attempt to the final answer, in milliseconds. */
  latencyMs: number;
  finishedAt: number;
  /** The final answer's body when it was not 201, to say why. */
  refusal?: string;
}

export const send = async (
  base: string,
  cashier: Cashier | undefined,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<Response> =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cashier ? { authorization: `Bearer ${cashier.token}`, ...cashier.headers } : {}),
      ...(body !== undefined
        ? { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' }
        : {}),
      ...extra,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

export const read = async <T>(response: Response, what: string): Promise<T> => {
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
};

const signIn = async (base: string, email: string): Promise<string> =>
  (
    await read<{ accessToken: string }>(
      await send(base, undefined, 'POST', '/en/login', { email, pwd: DEMO_PASSWORD }),
      `login ${email}`,
    )
  ).accessToken;

/**
 * The demo high school's cashier (`school@`) with its school and default season headers; the
 * school is the one of the demo family's child, as `finance-client.ts` finds it.
 */
export const demoCashier = async (base: string): Promise<{ cashier: Cashier; schoolId: number }> => {
  const parent = await signIn(base, 'parent@kampus.test');
  const token = await signIn(base, 'school@kampus.test');
  const [child] = await read<(Row & { school: string })[]>(
    await send(base, { token: parent, headers: {} }, 'GET', '/api/students.json'),
    'family',
  );
  const schoolId = Number(String(child?.school).split('/').pop());
  const seasons = await read<(Row & { isDefault: boolean })[]>(
    await send(base, { token, headers: {} }, 'GET', `/api/seasons.json?school=${schoolId}`),
    'seasons',
  );
  const season = seasons.find((row) => row.isDefault) ?? seasons[0];
  return { cashier: { token, headers: { schoolId: String(schoolId), seasonId: String(season?.id ?? 0) } }, schoolId };
};

/**
 * `students` students of the school each get a fee and a plan of `perStudent` installments of
 * 100.00 (fee-setting limits zeroed first); the installments are dealt round-robin over the
 * students, so cashiers working at once mostly pay different students.
 */
export const planPayments = async (
  base: string,
  cashier: Cashier,
  schoolId: number,
  students: number,
  perStudent: number,
): Promise<PaymentPlan> => {
  const [settings] = await read<Row[]>(
    await send(base, cashier, 'GET', `/api/fee_settings.json?school=${schoolId}`),
    'fee settings',
  );
  if (settings)
    await read(
      // Every limit back to zero (the declaration's "delete" patch), so no plan is refused.
      await send(base, cashier, 'PATCH', `/api/fee_settings/${settings.id}`, feeSettings.deleteWrites),
      'fee settings',
    );
  const roster = await read<Row[]>(
    await send(base, cashier, 'GET', `/api/students.json?school=${schoolId}&pagination=false&order[id]=asc`),
    'roster',
  );
  if (roster.length < students) throw new Error(`the school has ${roster.length} students, ${students} wanted`);
  const plans: { studentId: number; items: Row[] }[] = [];
  for (const student of roster.slice(0, students)) {
    const total = (perStudent * 100).toFixed(2);
    await read(
      await send(base, cashier, 'POST', '/api/student_fees', {
        studentId: student.id,
        feeName: 'Two-node run',
        feeAmount: (perStudent * 1000).toFixed(2),
      }),
      'fee',
    );
    const plan = await read<{ items: Row[] }>(
      await send(base, cashier, 'POST', '/api/installments/plan', {
        studentId: student.id,
        total,
        downPayment: '0',
        count: perStudent,
        firstDate: '2027-01-15',
      }),
      'plan',
    );
    plans.push({ studentId: student.id, items: plan.items });
  }
  const installments: PaymentPlan['installments'] = [];
  for (let round = 0; round < perStudent; round += 1)
    for (const { studentId, items } of plans) {
      const row = items[round];
      if (row) installments.push({ id: row.id, studentId, amount: String(row.amount) });
    }
  return { schoolId, installments };
};

/** Worth sending again with the same key: no answer, the balancer's or a node's failure, or "still running". */
const retryable = (status: number): boolean => status === 0 || status === 409 || status >= 500;

export interface RunOptions {
  cashiers: number;
  /** Called once, when half of the payments are answered (the test kills a node there). */
  atHalf?: () => void;
  /** A key still failing after this long is given up (its outcome keeps status and failures). */
  giveUpMs?: number;
  paymentDate?: string;
}

/** The payments of the plan, `cashiers` at once, each retried with its key until answered. */
export const runPayments = async (
  base: string,
  cashier: Cashier,
  plan: PaymentPlan,
  options: RunOptions,
): Promise<{ outcomes: PaymentOutcome[]; seconds: number }> => {
  const queue = [...plan.installments];
  const outcomes: PaymentOutcome[] = [];
  const half = Math.ceil(plan.installments.length / 2);
  const started = performance.now();
  const giveUp = options.giveUpMs ?? 60_000;
  const pay = async (installment: PaymentPlan['installments'][number]): Promise<PaymentOutcome> => {
    const key = `two-nodes-${installment.id}`;
    const body = {
      studentId: installment.studentId,
      paymentAmount: installment.amount,
      paymentDate: options.paymentDate ?? '2026-12-01',
      paymentType: 'cash',
      installments: [installment.id],
    };
    const first = performance.now();
    const failures: number[] = [];
    for (;;) {
      const response = await send(base, cashier, 'POST', '/api/student_payments', body, {
        'idempotency-key': key,
      }).catch(() => undefined);
      const status = response?.status ?? 0;
      const text = (await response?.text().catch(() => '')) ?? '';
      const done = !retryable(status) || performance.now() - first > giveUp;
      if (done) {
        const paymentId = status === 201 ? (JSON.parse(text) as Row).id : 0;
        const now = performance.now();
        return {
          key,
          installmentId: installment.id,
          status,
          paymentId,
          attempts: failures.length + 1,
          failures,
          latencyMs: now - first,
          finishedAt: now - started,
          ...(status === 201 ? {} : { refusal: text }),
        };
      }
      failures.push(status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all(
    Array.from({ length: options.cashiers }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        outcomes.push(await pay(next));
        if (outcomes.length === half) options.atHalf?.();
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
};

/** The p-th percentile (0..100) of the values, nearest rank. */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Sends a key again as it was: the stored answer (status, replayed header, payment id). */
export const replay = async (
  base: string,
  cashier: Cashier,
  plan: PaymentPlan,
  outcome: PaymentOutcome,
  paymentDate = '2026-12-01',
): Promise<{ status: number; replayed: boolean; paymentId: number }> => {
  const installment = plan.installments.find((row) => row.id === outcome.installmentId);
  const response = await send(
    base,
    cashier,
    'POST',
    '/api/student_payments',
    {
      studentId: installment?.studentId,
      paymentAmount: installment?.amount,
      paymentDate,
      paymentType: 'cash',
      installments: [outcome.installmentId],
    },
    { 'idempotency-key': outcome.key },
  );
  const text = await response.text();
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    paymentId: response.status === 201 ? (JSON.parse(text) as Row).id : 0,
  };
};

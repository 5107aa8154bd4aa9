/**
 * What a school's ledger must always hold (issue 26, item 3), each a named check written as one
 * set-based query over the money tables: no query per row, so a school of 100,000 students is
 * checked in a few scans and hash joins. Every query answers the rows that break it, in the same
 * five columns: `school_id`, `season_id` (null when the check is not of a season), `ids` (what is
 * wrong, e.g. `payment 12 installment 40`), `expected` and `found` (as text, amounts exact).
 * No row: the check holds.
 *
 * Voided rows (a payment's DELETE: `voided_at` set) are history: no check counts them as live,
 * and a voided payment must leave no live receipt, report or refund. An installment may be part
 * paid: its `paid_amount` is the sum of its live reports (the allocation lines, negative for a
 * refund that reopened it), and it is done exactly when all of it is paid. A schema change of the
 * ledger changes these strings and nothing else: the reconciliation, the command, the nightly job
 * and the tests take whatever this array holds.
 */

export interface LedgerInvariant {
  /** Stable name (reports, metrics labels, logs). */
  name: string;
  /** What must hold, in a sentence (the command prints it next to a breach). */
  description: string;
  /** The query answering the breaching rows, of every school or of one. */
  sql: (schoolId?: number) => string;
}

/** One breaching row, as every check answers it. */
export interface BreachRow {
  school: number;
  season: number | null;
  ids: string;
  expected: string;
  found: string;
}

/** `column = id`, or true for every school; the id is checked to be a whole number before it is written into SQL. */
const inSchool = (column: string, schoolId?: number): string => {
  if (schoolId === undefined) return 'true';
  if (!Number.isSafeInteger(schoolId)) throw new Error(`not a school id: ${String(schoolId)}`);
  return `${column} = ${schoolId}`;
};

/** A payment's `installments` (jsonb) as an array, whatever was stored (null, or not an array, names none). */
const namedArray = (column: string): string =>
  `(case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end)`;

/** A row not voided: what the ledger counts. */
const live = (alias: string): string => `${alias}.voided_at is null`;

/** Rows of `table` (receipts, payment reports) whose school, season or student is not their payment's. */
const ownedAsItsPayment = (table: string, label: string, schoolId?: number): string => `
      select r.school_id, r.season_id, '${label} ' || r.id,
        'school ' || p.school_id || ' season ' || p.season_id || ' student ' || p.student_id,
        'school ' || r.school_id || ' season ' || r.season_id || ' student ' || r.student_id
      from ${table} r join student_payments p on p.id = r.payment_id
      where (r.school_id, r.season_id, r.student_id) is distinct from (p.school_id, p.season_id, p.student_id)
        and (${inSchool('r.school_id', schoolId)} or ${inSchool('p.school_id', schoolId)})`;

/** One row per installment a live payment (not a refund) names: the pairs the ledger pays. */
const namedInstallments = (schoolId?: number): string => `
  select p.id as payment_id, p.school_id, p.season_id, p.student_id, (e.value)::int as installment_id
  from student_payments p
  cross join lateral jsonb_array_elements(${namedArray('p.installments')}) e
  where not coalesce(p.is_refund, false) and ${live('p')} and ${inSchool('p.school_id', schoolId)}`;

/**
 * Live payments with what their allocation lines must add up to: a payment naming installments
 * its own amount, a refund of such a payment its (negative) amount; `names` says whether it
 * allocates at all (a payment of no installment, or a refund of one, has no line).
 */
const allocating = (schoolId?: number): string => `
  select p.id, p.school_id, p.season_id, p.payment_amount,
    jsonb_array_length(${namedArray('case when coalesce(p.is_refund, false) then o.installments else p.installments end')}) > 0 as names
  from student_payments p left join student_payments o on o.id = p.refund_of
  where ${live('p')} and ${inSchool('p.school_id', schoolId)}`;

/** The checks, in the order the report lists them. */
export const ledgerInvariants: readonly LedgerInvariant[] = [
  {
    name: 'installment_paid_matches_reports',
    description:
      "Each installment's paid amount is the sum of its live allocation lines (payment reports, a refund's " +
      'negative), between zero and its amount, and it is done exactly when all of it is paid.',
    sql: (schoolId) => `
      with applied as (
        select installment_id, sum(amount) as total from payment_reports r
        where ${live('r')} and ${inSchool('r.school_id', schoolId)} group by installment_id)
      select i.school_id, i.season_id, 'installment ' || i.id as ids,
        'paid ' || coalesce(a.total, 0.00) || ' of ' || i.amount ||
          case when coalesce(a.total, 0) = i.amount then ', done' else ', not done' end as expected,
        'paid ' || coalesce(i.paid_amount::text, 'none') ||
          case when coalesce(i.is_done_payment, false) then ', done' else ', not done' end as found
      from installments i left join applied a on a.installment_id = i.id
      where ${inSchool('i.school_id', schoolId)} and (
        i.paid_amount is distinct from coalesce(a.total, 0.00)
        or i.paid_amount < 0 or i.paid_amount > i.amount
        or coalesce(i.is_done_payment, false) <> (i.paid_amount = i.amount))`,
  },
  {
    name: 'lines_on_named_installments',
    description:
      "Every installment a live payment names is its student's, and every live allocation line of a payment " +
      "is on an installment it names (a refund's: one its payment names).",
    sql: (schoolId) => `
      with named as (${namedInstallments(schoolId)})
      select n.school_id, n.season_id, 'payment ' || n.payment_id || ' installment ' || n.installment_id as ids,
        'installment of student ' || n.student_id as expected, 'installment of student ' || i.student_id as found
      from named n join installments i on i.id = n.installment_id
      where i.student_id <> n.student_id
      union all
      select r.school_id, r.season_id, 'payment ' || r.payment_id || ' installment ' || coalesce(r.installment_id::text, 'none'),
        'a line on an installment the payment names', 'a line on another'
      from payment_reports r
      join student_payments p on p.id = r.payment_id
      left join student_payments o on o.id = p.refund_of
      where ${live('r')} and ${inSchool('r.school_id', schoolId)}
        and not (${namedArray('case when coalesce(p.is_refund, false) then o.installments else p.installments end')}
          @> to_jsonb(r.installment_id))`,
  },
  {
    name: 'reports_match_installments_paid',
    description:
      "Reports = installments paid: a live payment's allocation lines add up to its amount when it names " +
      "installments (a refund's to its negative amount when its payment does), and to nothing otherwise; a " +
      'voided payment leaves no live line.',
    sql: (schoolId) => `
      with lines as (
        select payment_id, sum(amount) as total, count(*) as n from payment_reports r
        where ${live('r')} and ${inSchool('r.school_id', schoolId)} group by payment_id),
      payments as (${allocating(schoolId)})
      select p.school_id, p.season_id, 'payment ' || p.id as ids,
        case when p.names then 'lines of ' || p.payment_amount else 'no line' end as expected,
        coalesce(l.n, 0) || ' lines of ' || coalesce(l.total, 0.00) as found
      from payments p left join lines l on l.payment_id = p.id
      where (p.names and coalesce(l.total, 0) <> p.payment_amount) or (not p.names and l.payment_id is not null)
      union all
      select p.school_id, p.season_id, 'voided payment ' || p.id, 'no live line', l.n || ' live lines'
      from student_payments p join lines l on l.payment_id = p.id
      where p.voided_at is not null`,
  },
  {
    name: 'receipts_match_payment',
    description:
      'Each live payment has one live receipt of its whole amount (payments taken before issue 27 may keep ' +
      'one per installment it paid, never more), adding up to its amount; a refund has none (it is a negative payment of the same cash report); a voided payment ' +
      'leaves no live receipt.',
    sql: (schoolId) => `
      with issued as (
        select payment_id, count(*) as n, sum(receipt_amount) as total
        from receipts r where ${live('r')} and ${inSchool('r.school_id', schoolId)} group by payment_id),
      lines as (
        select payment_id, count(*) as n from payment_reports r
        where ${live('r')} and ${inSchool('r.school_id', schoolId)} group by payment_id)
      select p.school_id, p.season_id, 'payment ' || p.id as ids,
        case when coalesce(p.is_refund, false) or p.voided_at is not null then 'no live receipt'
          else '1 to ' || greatest(1, coalesce(l.n, 0)) || ' receipts of ' || p.payment_amount
        end as expected,
        coalesce(r.n, 0) || ' receipts of ' || coalesce(r.total, 0.00) as found
      from student_payments p left join issued r on r.payment_id = p.id left join lines l on l.payment_id = p.id
      where ${inSchool('p.school_id', schoolId)} and (
        ((coalesce(p.is_refund, false) or p.voided_at is not null) and r.payment_id is not null)
        or (not coalesce(p.is_refund, false) and ${live('p')} and (
          coalesce(r.total, 0) <> p.payment_amount
          or coalesce(r.n, 0) < 1 or coalesce(r.n, 0) > greatest(1, coalesce(l.n, 0)))))`,
  },
  {
    name: 'receipts_equal_payments_less_refunds',
    description:
      "A school's receipts of a season add up to its payments less refunds plus the refunds (refunds " +
      'carry no receipt today: the receipts total is what was taken, the cash report total that less what was given back).',
    sql: (schoolId) => `
      with issued as (
        select school_id, season_id, sum(receipt_amount) as total
        from receipts where voided_at is null and ${inSchool('school_id', schoolId)} group by school_id, season_id),
      taken as (
        select school_id, season_id,
          coalesce(sum(payment_amount), 0) as net,
          coalesce(sum(payment_amount) filter (where is_refund), 0) as refunds
        from student_payments where voided_at is null and ${inSchool('school_id', schoolId)}
        group by school_id, season_id)
      select coalesce(t.school_id, r.school_id) as school_id, coalesce(t.season_id, r.season_id) as season_id,
        'school ' || coalesce(t.school_id, r.school_id) || ' season ' || coalesce(t.season_id, r.season_id) as ids,
        'receipts of ' || (coalesce(t.net, 0) - coalesce(t.refunds, 0)) as expected,
        'receipts of ' || coalesce(r.total, 0.00) as found
      from taken t full join issued r on r.school_id = t.school_id and r.season_id = t.season_id
      where coalesce(r.total, 0) <> coalesce(t.net, 0) - coalesce(t.refunds, 0)`,
  },
  {
    name: 'refunds_within_payment',
    description:
      "A live refund is negative, a payment's live refunds never give back more than it took, and a voided " +
      'payment has no live refund.',
    sql: (schoolId) => `
      with given as (
        select refund_of, sum(-payment_amount) as total, bool_or(payment_amount >= 0) as not_negative
        from student_payments where is_refund and voided_at is null and ${inSchool('school_id', schoolId)}
        group by refund_of)
      select p.school_id, p.season_id, 'payment ' || p.id as ids,
        case when p.voided_at is not null then 'no live refund of a voided payment'
          else 'negative refunds of at most ' || p.payment_amount end as expected,
        case when g.not_negative then 'a refund not negative' else 'refunds of ' || g.total end as found
      from given g join student_payments p on p.id = g.refund_of
      where g.total > p.payment_amount or g.not_negative or p.voided_at is not null`,
  },
  {
    name: 'no_negative_due',
    description:
      'No student owes less than nothing in a season: fees of the season less every discount (the net, ' +
      'never below zero) less payments less refunds is at least zero (`net-owed.ts`).',
    sql: (schoolId) => `
      with fees as (
        select school_id, season_id, student_id, sum(fee_amount) as total
        from student_fees where ${inSchool('school_id', schoolId)} group by 1, 2, 3),
      paid as (
        select school_id, season_id, student_id, sum(payment_amount) as total
        from student_payments where voided_at is null and ${inSchool('school_id', schoolId)} group by 1, 2, 3),
      discounts as (
        select student_id, sum(coalesce(discount_amount, 0)) as total
        from student_discounts where ${inSchool('school_id', schoolId)} group by 1),
      students as (select school_id, season_id, student_id from fees union select school_id, season_id, student_id from paid),
      due as (
        select s.school_id, s.season_id, s.student_id,
          greatest(coalesce(f.total, 0) - coalesce(d.total, 0), 0) - coalesce(p.total, 0) as due
        from students s
        left join fees f on f.school_id = s.school_id and f.season_id = s.season_id and f.student_id = s.student_id
        left join paid p on p.school_id = s.school_id and p.season_id = s.season_id and p.student_id = s.student_id
        left join discounts d on d.student_id = s.student_id)
      select school_id, season_id, 'student ' || student_id as ids, 'due of at least 0.00' as expected,
        'due of ' || due as found
      from due where due < 0`,
  },
  {
    name: 'due_covers_unpaid',
    description:
      "Due covers unpaid: what a student's installments of a season still wait for (each one's amount less " +
      'what is paid on it) never adds up to more than is due, so each can still be paid in full (due may ' +
      'exceed it by what no installment plans, or by payments of no installment).',
    sql: (schoolId) => `
      with unpaid as (
        select school_id, season_id, student_id, sum(amount - coalesce(paid_amount, 0)) as total
        from installments where not coalesce(is_done_payment, false) and ${inSchool('school_id', schoolId)}
        group by 1, 2, 3),
      fees as (
        select season_id, student_id, sum(fee_amount) as total
        from student_fees where ${inSchool('school_id', schoolId)} group by 1, 2),
      paid as (
        select season_id, student_id, sum(payment_amount) as total
        from student_payments where voided_at is null and ${inSchool('school_id', schoolId)} group by 1, 2),
      discounts as (
        select student_id, sum(coalesce(discount_amount, 0)) as total
        from student_discounts where ${inSchool('school_id', schoolId)} group by 1),
      compared as (
        select u.school_id, u.season_id, u.student_id, u.total as unpaid,
          greatest(coalesce(f.total, 0) - coalesce(d.total, 0), 0) - coalesce(p.total, 0) as due
        from unpaid u
        left join fees f on f.season_id = u.season_id and f.student_id = u.student_id
        left join paid p on p.season_id = u.season_id and p.student_id = u.student_id
        left join discounts d on d.student_id = u.student_id)
      select school_id, season_id, 'student ' || student_id as ids,
        'unpaid installments of at most the due ' || due as expected, 'unpaid installments of ' || unpaid as found
      from compared where unpaid > due`,
  },
  {
    name: 'no_missing_reference',
    description:
      'No money row names one that does not exist or is not its own: installments a payment names, its first ' +
      "installment, a refund's payment, a report's installment; a receipt or report of another school, season " +
      "or student than its payment's; a payment or installment of another school's student.",
    sql: (schoolId) => `
      with named as (${namedInstallments(schoolId)})
      select n.school_id, n.season_id, 'payment ' || n.payment_id || ' installment ' || n.installment_id as ids,
        'an installment' as expected, 'none' as found
      from named n left join installments i on i.id = n.installment_id where i.id is null
      union all
      select p.school_id, p.season_id, 'payment ' || p.id || ' installment_id ' || p.installment_id,
        'an installment', 'none'
      from student_payments p left join installments i on i.id = p.installment_id
      where not coalesce(p.is_refund, false) and coalesce(p.installment_id, 0) <> 0 and i.id is null
        and ${live('p')} and ${inSchool('p.school_id', schoolId)}
      union all
      select r.school_id, r.season_id, 'refund ' || r.id || ' of payment ' || coalesce(r.refund_of::text, 'none'),
        'a payment of student ' || r.student_id,
        case when p.id is null then 'none' when coalesce(p.is_refund, false) then 'a refund'
          else 'a payment of student ' || p.student_id end
      from student_payments r left join student_payments p on p.id = r.refund_of
      where r.is_refund and ${live('r')} and ${inSchool('r.school_id', schoolId)}
        and (p.id is null or coalesce(p.is_refund, false) or p.student_id <> r.student_id or p.school_id <> r.school_id)
      union all
      select r.school_id, r.season_id, 'payment report ' || r.id, 'an installment', 'none'
      from payment_reports r left join installments i on i.id = r.installment_id
      where i.id is null and ${live('r')} and ${inSchool('r.school_id', schoolId)}
      union all
      ${ownedAsItsPayment('receipts', 'receipt', schoolId)}
      union all
      ${ownedAsItsPayment('payment_reports', 'payment report', schoolId)}
      union all
      select p.school_id, p.season_id, 'payment ' || p.id, 'a student of school ' || p.school_id,
        'a student of school ' || s.school_id
      from student_payments p join students s on s.id = p.student_id
      where s.school_id <> p.school_id and ${inSchool('p.school_id', schoolId)}
      union all
      select i.school_id, i.season_id, 'installment ' || i.id, 'a student of school ' || i.school_id,
        'a student of school ' || s.school_id
      from installments i join students s on s.id = i.student_id
      where s.school_id <> i.school_id and ${inSchool('i.school_id', schoolId)}`,
  },
  {
    name: 'unique_receipt_numbers',
    description: 'Every receipt has a number, and no number is used twice in a school.',
    sql: (schoolId) => `
      select school_id, null::int as season_id, 'receipt number ' || coalesce(receipt_number::text, 'none') as ids,
        case when receipt_number is null then 'a number' else '1 receipt' end as expected,
        count(*) || ' receipts' as found
      from receipts where ${inSchool('school_id', schoolId)}
      group by school_id, receipt_number
      having count(*) > 1 or receipt_number is null`,
  },
];

/** A row as the database answered it, in the shape every report uses. */
export const breachRow = (row: Record<string, unknown>): BreachRow => ({
  school: Number(row.school_id),
  season: row.season_id === null || row.season_id === undefined ? null : Number(row.season_id),
  ids: String(row.ids),
  expected: String(row.expected),
  found: String(row.found),
});

import {
  dataInventory,
  getResource,
  isPersonalEntry,
  isReference,
  OPEN_REQUEST_STATUSES,
  personalFields,
  type FieldDef,
  type InventoryEntry,
  type Resource,
} from '@kampus/contract';
import { sql, type SQL } from 'drizzle-orm';
import { columnName } from '../../../db/naming.ts';

/**
 * The retention rules (docs/privacy.md, "Retention and destruction"): one per line of the data
 * inventory, each turned into SQL over its table (alias `r`): when its period runs out (the
 * "runs from" event as a date), whether a legal hold keeps a row, and for `anonymise` which
 * fields are overwritten with what. Identifiers come from the declarations, never from input.
 */
export interface RetentionRule {
  entry: InventoryEntry;
  resource: Resource;
  table: string;
  /** For `anonymise`: the fields overwritten and the value each takes. */
  anonymised: AnonymisedField[];
}

interface AnonymisedField {
  field: string;
  column: string;
  /** The anonymous value of the row with this id (an e-mail or a unique text names the id, nothing else). */
  value: (id: number) => string | boolean | null;
  /** The same value in SQL, to tell a row already anonymised. */
  sql: string;
}

const column = (resource: Resource, field: string): string => {
  const declared = resource.fields[field];
  if (!declared) throw new Error(`No field ${field} in ${resource.name}`);
  return columnName(field, declared);
};
const ident = (name: string): SQL => sql.raw(`"${name.replace(/"/g, '""')}"`);
const tableOfRule = (resource: Resource): string => resource.table;

/** The fixed text an anonymised field reads. */
const ANONYMOUS = 'anonymised';

/** First names too: `personalFields` finds a last name by its name, a first name is just `name`. */
const FIRST_NAME = /^(name|firstName|middleName|fullName)$/;

const isUnique = (resource: Resource, name: string, field: FieldDef): boolean =>
  field.unique === true || (resource.uniques ?? []).some((group) => group.includes(name) && group.length === 1);

/** How one field is anonymised, or nothing when it cannot be (a reference: its person has a rule of their own). */
const anonymisedField = (resource: Resource, name: string): AnonymisedField | undefined => {
  const field = resource.fields[name];
  if (!field || isReference(field)) return undefined;
  const columnName = column(resource, name);
  const unique = isUnique(resource, name, field);
  if (name === 'isActive' && (field.kind === 'flag' || field.kind === 'boolean')) {
    return { field: name, column: columnName, value: () => false, sql: 'false' };
  }
  if (field.kind === 'email' && (field.required || unique)) {
    return {
      field: name,
      column: columnName,
      value: (id) => `${ANONYMOUS}-${id}@${ANONYMOUS}.invalid`,
      sql: `'${ANONYMOUS}-' || r.id || '@${ANONYMOUS}.invalid'`,
    };
  }
  if (!field.required) return { field: name, column: columnName, value: () => null, sql: 'null' };
  if (!['text', 'longText', 'phone'].includes(field.kind)) return undefined;
  if (unique)
    return { field: name, column: columnName, value: (id) => `${ANONYMOUS}-${id}`, sql: `'${ANONYMOUS}-' || r.id` };
  const fixed = field.kind === 'phone' ? '0' : ANONYMOUS;
  return { field: name, column: columnName, value: () => fixed, sql: `'${fixed}'` };
};

const anonymisedFields = (resource: Resource): AnonymisedField[] => {
  const names = new Set(personalFields(resource));
  for (const [name, field] of Object.entries(resource.fields)) {
    if (FIRST_NAME.test(name) && field.kind === 'text') names.add(name);
  }
  // An anonymised account or student signs in no more and is no longer listed as active.
  if (resource.fields.isActive) names.add('isActive');
  return [...names].flatMap((name) => anonymisedField(resource, name) ?? []);
};

/**
 * A student's leaving is read from their enrolments (their record's last change without any): the
 * record is anonymised and the enrolments destroyed last, so no row of that student is judged by a moved date.
 */
const LAST = ['students', 'enrollments'];
const orderOf = (rule: { entry: InventoryEntry }): number => LAST.indexOf(rule.entry.resource) + 1;

/** Every inventory line as a rule, in a fixed order (by resource), so a run's cursor means the same each batch. */
export const retentionRules = (): RetentionRule[] =>
  dataInventory
    .filter(isPersonalEntry)
    .flatMap((entry) => {
      const resource = getResource(entry.resource);
      if (!resource) return [];
      return [
        {
          entry,
          resource,
          table: tableOfRule(resource),
          anonymised: entry.expiry === 'anonymise' ? anonymisedFields(resource) : [],
        },
      ];
    })
    .sort((a, b) => orderOf(a) - orderOf(b) || a.entry.resource.localeCompare(b.entry.resource));

/** The row's reference to a person of `target` (`r.id` for the person's own table), preferring the owner's field. */
const personOf = (resource: Resource, target: 'students' | 'users'): SQL | undefined => {
  if (resource.name === target) return sql.raw('r.id');
  const refs = Object.entries(resource.fields).filter(([, field]) => isReference(field) && field.target === target);
  const owner =
    refs.find(([name]) => name === resource.userField || name === resource.ownField) ??
    refs.find(([, field]) => field.required) ??
    refs[0];
  return owner ? sql.raw(`r."${column(resource, owner[0])}"`) : undefined;
};

/** Every reference of the row to a user (and the row itself for `users`): a hold on any of them keeps it. */
const usersOf = (resource: Resource): SQL[] => [
  ...(resource.name === 'users' ? [sql.raw('r.id')] : []),
  ...Object.entries(resource.fields)
    .filter(([, field]) => isReference(field) && field.target === 'users')
    .map(([name]) => sql.raw(`r."${column(resource, name)}"`)),
];

const students = (): Resource => getResource('students') as Resource;
const enrollments = (): Resource => getResource('enrollments') as Resource;
const installments = (): Resource => getResource('installments') as Resource;
const requests = (): Resource => getResource('delete_personal_data_requests') as Resource;

/**
 * When a student left: inactive, at the end of the last season they were enrolled in (else when
 * their record was last changed, the day they were marked inactive at the latest). An active
 * student has not left: null, so no period runs.
 */
const leavingOf = (student: SQL): SQL => {
  const s = students();
  const e = enrollments();
  return sql`(select coalesce(
      (select max(se.end_date)::timestamp from ${ident(tableOfRule(e))} e join seasons se on se.id = e.${ident(column(e, 'season'))}
        where e.${ident(column(e, 'studentId'))} = st.id),
      st.updated_at)
    from ${ident(tableOfRule(s))} st where st.id = ${student} and st.${ident(column(s, 'isActive'))} = false)`;
};

/** The moment the rule's period runs from, as a `timestamp` (UTC), or null when it has not begun. */
const anchorOf = (rule: RetentionRule): SQL => {
  const { resource, entry } = rule;
  if (entry.from === 'student-leaving') {
    const student = personOf(resource, 'students');
    if (student) return leavingOf(student);
  }
  if (entry.from === 'season-end' && resource.seasonField) {
    return sql`(select se.end_date::timestamp from seasons se where se.id = r.${ident(column(resource, resource.seasonField))})`;
  }
  if (entry.from === 'last-update') {
    // A sign-in is use of the account: an account in use is never "untouched" however old its row.
    const user = personOf(resource, 'users');
    if (user) {
      return sql`greatest(r.updated_at,
        (select max(s.created_at at time zone 'UTC') from auth_sessions s where s.user_id = ${user}))`;
    }
    return sql.raw('r.updated_at');
  }
  return sql.raw('r.created_at');
};

/** Whether the rule's period has run out at `asOf`. */
export const dueCondition = (rule: RetentionRule, asOf: Date): SQL =>
  sql`(${anchorOf(rule)} + ${rule.entry.retention}::interval <= (${asOf.toISOString()}::timestamptz at time zone 'UTC'))`;

/** A data-subject request still open (received or in progress): the law wants it answered first. */
const openRequest = (alias: string): SQL =>
  sql.raw(
    `${alias}."${column(requests(), 'requestStatus')}" in (${OPEN_REQUEST_STATUSES.map((status) => `'${status}'`).join(', ')})`,
  );

const requestOpenFor = (user: SQL): SQL => {
  const d = requests();
  return sql`exists (select 1 from ${ident(tableOfRule(d))} d where d.${ident(column(d, 'user'))} = ${user} and ${openRequest('d')})`;
};

/** An unpaid balance: an installment of the student not fully paid. The accounts keep the student until it is settled. */
const unpaidBalance = (student: SQL): SQL => {
  const i = installments();
  return sql`exists (select 1 from ${ident(tableOfRule(i))} i where i.${ident(column(i, 'studentId'))} = ${student}
    and not i.${ident(column(i, 'isDonePayment'))} and i.${ident(column(i, 'amount'))} > i.${ident(column(i, 'paidAmount'))})`;
};

/** A legal hold: the row's student owes money or asked something not yet answered, or one of its users did. */
export const holdCondition = (rule: RetentionRule): SQL => {
  const holds: SQL[] = [];
  const student = personOf(rule.resource, 'students');
  if (student) {
    const s = students();
    holds.push(unpaidBalance(student));
    holds.push(
      sql`exists (select 1 from ${ident(tableOfRule(s))} sa where sa.id = ${student} and ${requestOpenFor(sql.raw(`sa."${column(s, 'user')}"`))})`,
    );
  }
  for (const user of usersOf(rule.resource)) holds.push(requestOpenFor(user));
  return holds.length > 0 ? sql`(${sql.join(holds, sql` or `)})` : sql`false`;
};

/** Rows still holding something to anonymise (a row already anonymous is left alone: the second run does nothing). */
const notYetAnonymous = (rule: RetentionRule): SQL =>
  rule.anonymised.length === 0
    ? sql`false`
    : sql.raw(`not (${rule.anonymised.map((f) => `r."${f.column}" is not distinct from ${f.sql}`).join(' and ')})`);

/** What the rule still has to do to a row past its period: destroy it, or anonymise what is left in it. */
export const pendingCondition = (rule: RetentionRule): SQL =>
  rule.entry.expiry === 'anonymise' ? notYetAnonymous(rule) : sql`true`;

export const tableIdent = (rule: RetentionRule): SQL => ident(rule.table);

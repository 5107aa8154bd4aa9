import { auditLogs, getResource, impersonateLogs, translate, users, type Language } from '@kampus/contract';
import { recordNames } from '../../../core/embed.ts';
import { scoped } from '../../../core/repository.ts';
import { withSchoolColumn } from '../report-scope.ts';
import { atSchool, text, within, type ReportBuild } from './shared.ts';

/** Who entered whose account and when, in the school's hours. */
export const impersonateLogReport: ReportBuild = async (db, scope, range) => {
  const logs = scoped(db, scope.ctx).of(impersonateLogs);
  const rows = await logs.list({}, { order: { enterTime: 'desc' }, also: within(logs.table.enterTime, range, true) });
  return {
    columns: ['fields.impersonatorName', 'fields.impersonatedName', 'fields.enterTime', 'fields.exitTime'],
    kinds: ['text', 'text', 'dateTime', 'dateTime'],
    rows: rows.map((row) => [
      text(row.impersonatorName),
      text(row.impersonatedName),
      text(row.enterTime),
      text(row.exitTime),
    ]),
  };
};

/** A key's text in the language, or `fallback` when the catalogue has none (a resource without a label). */
const labelOr = (language: Language, key: string, fallback: string): string => {
  const label = translate(language, key);
  return label === key ? fallback : label;
};

/**
 * The audit trail as people read it: the time in the school's hours, the user's name, the
 * record's name (`#id` once it is gone), the resource's and the action's labels in the caller's language (a named action without one as it is).
 */
export const auditTrailReport: ReportBuild = async (db, scope, range) => {
  const logs = scoped(db, scope.ctx).of(auditLogs);
  const rows = await logs.list({}, { order: { at: 'desc' }, also: within(logs.table.at, range, true) });
  const userIds = [...new Set(rows.flatMap((row) => (row.user === null ? [] : [row.user])))];
  const people = userIds.length ? await scoped(db, scope.ctx, { across: 'reach' }).of(users).list({ id: userIds }) : [];
  const who = new Map(people.map((row) => [row.id, `${row.name} ${row.lastName}`]));
  // Each record by its name (a student's full name, a class's title), one query per resource named.
  const named = new Map<string, Map<number, string>>();
  for (const name of new Set(rows.map((row) => row.resource))) {
    const target = getResource(name);
    const ids = rows.flatMap((row) => (row.resource === name && row.recordId !== null ? [row.recordId] : []));
    if (target) named.set(name, await recordNames(db, scope.ctx, target, ids));
  }
  const recordOf = (resource: string, id: number | null): string =>
    id === null ? '' : named.get(resource)?.get(id) || `#${id}`;
  return withSchoolColumn(scope, {
    columns: ['fields.at', 'fields.user', 'fields.resource', 'fields.action', 'fields.recordId', 'fields.ip'],
    kinds: ['dateTime', 'text', 'text', 'text', 'text', 'text'],
    rows: rows.map((row) => ({
      school: row.school,
      cells: [
        atSchool(row.at, (row.school === null ? undefined : scope.zones.get(row.school)) ?? scope.timeZone),
        row.user === null ? '' : (who.get(row.user) ?? ''),
        labelOr(scope.ctx.language, `resources.${row.resource}`, row.resource),
        labelOr(scope.ctx.language, `reports.action_${row.action}`, row.action),
        recordOf(row.resource, row.recordId),
        text(row.ip),
      ],
    })),
  });
};

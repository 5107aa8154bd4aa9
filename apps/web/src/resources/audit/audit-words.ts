import { getResource, wallClock } from '@kampus/contract/resources';
import type { TFunction } from 'i18next';
import { fieldLabel, resourceTitle } from '../generic/labels.ts';

/** What an entry did, in words: created, changed, deleted, or a named action ("Action: move"). */
export const auditActionLabel = (t: TFunction, action: string): string => {
  if (action === 'create') return t('ui.audit.created');
  if (action === 'update') return t('ui.audit.updated');
  if (action === 'delete') return t('ui.audit.deleted');
  return t('ui.audit.action', { action });
};

/**
 * The trail's time (`YYYY-MM-DD HH:mm:ss`, the database's UTC) as the wall clock of the school's
 * time zone, in the same form, so `formatDateTime` shows it as the school lives it. Without a
 * zone it stays as it is (UTC); a text that is no time comes back unchanged.
 */
export const atSchoolTime = (value: string, timeZone: string | null | undefined): string => {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(value);
  if (!match || !timeZone) return value;
  const moment = new Date(`${match[1]}T${match[2]}Z`);
  if (Number.isNaN(moment.getTime())) return value;
  const clock = wallClock(timeZone, moment);
  return `${clock.date} ${clock.time}`;
};

/** A resource of the trail by its label ("Students"), its name as stored when it has none. */
export const auditResourceTitle = (t: TFunction, name: string): string => {
  const resource = getResource(name);
  return resource ? resourceTitle(t, resource) : name;
};

/** The fields an update changed, by their labels ("First name, Grade level"). */
export const changedFieldsText = (t: TFunction, resourceName: string, names: readonly string[] | null): string => {
  const resource = getResource(resourceName);
  if (!names || names.length === 0) return '';
  return names.map((name) => (resource ? fieldLabel(t, resource, name) : name)).join(', ');
};

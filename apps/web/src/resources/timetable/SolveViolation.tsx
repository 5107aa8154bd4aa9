import Link from '@mui/material/Link';
import { getResource } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRecord } from '../../api/resources.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { fieldLabel, recordLabel, resourceTitle } from '../generic/labels.ts';
import { basePathOf } from '../routes.ts';

/** A solve's violation path: `timetable_lessons[25].roomKind`, `rooms`, `timetable_periods`. */
const PATH = /^([a-z_]+)(?:\[(\d+)\])?(?:\.([A-Za-z]+))?/;

export interface SolveViolationProps {
  propertyPath: string;
  message: string;
}

/**
 * One reason the week cannot be built, said of the record it is about: "9-A · Chess 9, Room kind:
 * No room of this kind is big enough for the classes.", the record's name a link to its form, so
 * the school can mend it from here. A section's resource without a record (no rooms at all) links
 * to its list.
 */
export const SolveViolation = ({ propertyPath, message }: SolveViolationProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [, name = '', id, field] = PATH.exec(propertyPath) ?? [];
  const resource = getResource(name);
  const record = useRecord(name || 'timetable_lessons', resource ? id : undefined).data;
  if (!resource) return <>{message}</>;
  const what = id === undefined ? resourceTitle(t, resource) : recordLabel(name, record, language) || `#${id}`;
  const to = id === undefined ? basePathOf(name) : `${basePathOf(name)}/${id}/edit`;
  return (
    <>
      <Link component={RouterLink} to={to}>
        <bdi>{what}</bdi>
      </Link>
      {field !== undefined && resource.fields[field] ? `, ${fieldLabel(t, resource, field)}` : ''}: {message}
    </>
  );
};

import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { users } from '@kampus/contract/resources';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCallerKind } from '../../api/impersonation.ts';
import { fetchAll } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useSession } from '../../api/use-session.ts';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { SignedInNotFound } from '../../pages/SignedInNotFound.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import type { FieldInputProps } from '../generic/FieldInput.tsx';
import { recordLabel } from '../generic/labels.ts';
import { ResourceFormPage } from '../generic/ResourceFormPage.tsx';
import { assignableTypes, userFormDefaults, userFormFields } from './user-form-rules.ts';

/** A select over a fixed list of records (user types, schools): short lists, loaded whole. */
const RecordSelect = ({
  props,
  options,
  label,
}: {
  props: FieldInputProps;
  options: readonly ApiRecord[];
  label: (record: ApiRecord) => string;
}) => {
  const { t } = useTranslation();
  const { name, value, onChange, onBlur, error, disabled } = props;
  const current = typeof value === 'number' && options.some((option) => option.id === value) ? String(value) : '';
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={props.label}
      required={props.field.required === true}
      value={current}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
    >
      <MenuItem value="">
        <em>{t('ui.form.none')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {label(option)}
        </MenuItem>
      ))}
    </TextField>
  );
};

const useWhole = (resource: string, fixed: readonly (readonly [string, string])[], enabled = true) => {
  const { schoolId, language } = useSession();
  return useQuery({
    queryKey: [resource, 'whole', schoolId, language, fixed],
    queryFn: ({ signal }) => fetchAll(resource, { fixed }, signal),
    enabled,
    staleTime: 60_000,
  });
};

const ACTIVE_SCHOOLS = [['isActive', 'true']] as const;
const BY_TYPE_ORDER = [['order[typeOrder]', 'asc']] as const;

/**
 * /users/new and /users/{id}: the spec's user form. Name, last name, e-mail and user type are
 * required; the school is picked (among active schools) only at headquarters, elsewhere the
 * active school is used; expiresAt starts empty and is sent as YYYY-MM-DD or '0000-00-00'.
 * No password: a new user is mailed a link to set one.
 */
export const UserFormPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id, action } = useParams();
  const { school, isLoading } = useActiveSchool();
  const caller = useCallerKind();
  const atHeadquarters = school?.type === 'headquarters';
  const types = useWhole('user_types', BY_TYPE_ORDER);
  const schools = useWhole('schools', ACTIVE_SCHOOLS, atHeadquarters);
  const mode = id === undefined ? 'create' : 'update';
  const defaults = useMemo(() => userFormDefaults(school?.type, school?.id ?? null, mode), [school, mode]);
  const fields = useMemo(() => userFormFields(school?.type, mode), [school, mode]);
  const offered = useMemo(() => assignableTypes(types.data ?? [], caller), [types.data, caller]);

  if (id !== undefined && !/^\d+$/.test(id) && !/^[0-9a-f-]{36}$/i.test(id)) return <SignedInNotFound />;
  if (action !== undefined && !['edit', 'delete'].includes(action)) return <SignedInNotFound />;
  if (isLoading || caller.isLoading || types.isLoading || (atHeadquarters && schools.isLoading)) return <PageSpinner />;

  const renderInput = (name: string, props: FieldInputProps) => {
    if (name === 'userType') {
      return (
        <RecordSelect props={props} options={offered} label={(type) => recordLabel('user_types', type, language)} />
      );
    }
    if (name === 'schoolId') {
      return (
        <RecordSelect
          props={props}
          options={schools.data ?? []}
          label={(record) => String(record.title ?? record.id)}
        />
      );
    }
    return undefined;
  };

  return (
    <ResourceFormPage
      key={`${school?.id ?? 0}:${id ?? 'new'}`}
      resource={users}
      basePath="/users"
      id={id}
      action={action}
      fields={fields}
      defaults={defaults}
      renderInput={renderInput}
      problemAlert
      note={
        mode === 'create' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {atHeadquarters
              ? t('ui.people.invite_note')
              : `${t('ui.people.invite_note')} ${t('ui.people.active_school_note', { school: school?.title ?? '' })}`}
          </Alert>
        )
      }
    />
  );
};

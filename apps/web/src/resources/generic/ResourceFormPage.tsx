import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { ui } from '@kampus/contract/constants';
import {
  choosableTarget,
  optionSiblings,
  parseReference,
  validateRecord,
  writableFields,
  type FieldDef,
  type Resource,
} from '@kampus/contract/resource';
import { wallClock } from '@kampus/contract/resources';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '../../api/access.ts';
import { useCallerKind } from '../../api/impersonation.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { recordVersion, useCreate, useDelete, useRecord, useUpdate } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useSession } from '../../api/use-session.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { DeleteDialog } from '../../components/DeleteDialog.tsx';
import { PageHeader, type Crumb } from '../../components/PageHeader.tsx';
import { useNotify } from '../../app/notices.ts';
import { initialValues, toPayload, type FormValue, type FormValues } from './form-values.ts';
import { useSchoolTimeZone } from '../home/use-school-clock.ts';
import { FieldInput, type FieldInputProps } from './FieldInput.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { fieldLabel, recordLabel, resourceTitle } from './labels.ts';
import { formExtras } from './form-extras.ts';
import { RecordHistory } from './RecordHistory.tsx';
import { SaveButton } from '../../components/SaveButton.tsx';

export interface ResourceFormPageProps {
  resource: Resource;
  basePath: string;
  id?: string | undefined;
  action?: string | undefined;
  /** The fields shown, in this order (default: every writable field). */
  fields?: readonly string[] | undefined;
  /** A screen's own input for some fields; `undefined` keeps the generic one. */
  renderInput?: ((name: string, props: FieldInputProps) => ReactNode) | undefined;
  /** Initial values that replace the generic ones (add mode and edit mode alike). */
  defaults?: Readonly<Record<string, FormValues[string]>> | undefined;
  /** Shown above the fields (what saving will do). */
  note?: ReactNode;
  /** On a refusal, also show the server's detail (or title) above the form, not only on the fields. */
  problemAlert?: boolean | undefined;
  /** Values a sub-screen fixes (its parent record): sent on create, not shown as inputs. */
  fixedValues?: Record<string, FormValue> | undefined;
  /** Breadcrumbs before the resource's own (a sub-screen's parent). */
  parentCrumbs?: Crumb[] | undefined;
  /** The name its list goes by where a screen names it otherwise (a student's tab); default the resource's. */
  title?: string | undefined;
  /** Values that follow from a change (a report's paper size gives its width and height). */
  derive?: ((name: string, value: FormValue) => Record<string, FormValue> | undefined) | undefined;
}

/** A field's `enabledWhen` rule against the current values. */
const isEnabled = (field: FieldDef, values: FormValues): boolean =>
  Object.entries(field.enabledWhen ?? {}).every(([name, allowed]) => allowed.includes(String(values[name] ?? '')));

const empty = (value: FormValue | undefined): boolean => value === null || value === undefined || value === '';

/**
 * A reference's `optionsFilter` and `sameAs` (`optionSiblings`) as query filters, or undefined
 * while a sibling they need is empty.
 */
const optionFilters = (field: FieldDef, values: FormValues): Record<string, string> | undefined => {
  const siblings = optionSiblings(field);
  if (!siblings) return undefined;
  const entries = Object.entries(siblings).map(([param, name]) => [param, values[name]] as const);
  if (entries.some(([, value]) => empty(value))) return undefined;
  return Object.fromEntries(entries.map(([param, value]) => [param, String(value)]));
};

/** The first sibling a narrowed reference still waits for (a follow-up's student before its referral). */
const awaitedSibling = (field: FieldDef, values: FormValues): string | undefined =>
  Object.values(optionSiblings(field) ?? {}).find((name) => empty(values[name]));

const FULL_WIDTH_KINDS = new Set(['longText', 'json']);

/** Add mode without an id, edit mode with one; `{id}/delete` opens the delete dialog at once. */
export const ResourceFormPage = (props: ResourceFormPageProps) => {
  const { resource, id } = props;
  const record = useRecord(resource.name, id);
  if (id !== undefined && record.isLoading) return <PageSpinner />;
  return (
    <ResourceForm key={`${resource.name}:${id ?? 'new'}`} {...props} record={record.data} loadError={record.error} />
  );
};

const ResourceForm = ({
  resource,
  basePath,
  id,
  action,
  fields: shownFields,
  renderInput,
  defaults: given,
  note,
  problemAlert = false,
  record,
  loadError,
  fixedValues,
  parentCrumbs = [],
  title: givenTitle,
  derive,
}: ResourceFormPageProps & { record: Record<string, unknown> | undefined; loadError: Error | null }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const { schoolId, seasonId } = useSession();
  const isSuperadmin = useCurrentUser().data?.isSuperadmin === true;
  const { audience } = useCallerKind();
  const mode = id === undefined ? 'create' : 'update';
  const create = useCreate(resource.name);
  const Extra = formExtras[resource.name];
  const update = useUpdate(resource.name);
  const remove = useDelete(resource.name);
  const access = useAccess(resource);
  const row = record as ApiRecord | undefined;
  // What the server would allow: a parent or student reads their child's record, changes nothing.
  const editable = mode === 'create' ? access.may('create') : row !== undefined && access.may('update', row);
  const deletable = mode === 'update' && row !== undefined && access.may('delete', row);
  const [deleteOpen, setDeleteOpen] = useState(action === 'delete');
  const [formError, setFormError] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused saves: after each, focus goes to the first field the server named, else to the
  // form's message, so a keyboard or screen-reader user (or a phone, where the message may be off
  // screen) lands on what to fix instead of on the page's first link.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    // After the inputs are enabled again (they are disabled while the save is under way).
    const timer = setTimeout(() => {
      const form = formRef.current;
      const target =
        form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]');
      target?.focus();
    }, 50);
    return () => clearTimeout(timer);
  }, [refusals]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Read once, as the form opens: a field that starts now starts at the school's present minute.
  const timeZone = useSchoolTimeZone();
  const defaults = useMemo(
    () => ({
      ...initialValues(resource, record, { schoolId, seasonId, clock: wallClock(timeZone) }),
      ...(record ? {} : fixedValues),
      ...given,
    }),
    [resource, record, schoolId, seasonId, timeZone, fixedValues, given],
  );
  const resolver: Resolver<FormValues> = async (values) => {
    const result = validateRecord(resource, mode, toPayload(resource, values, mode));
    if (result.ok) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        result.violations.map((violation) => [
          violation.propertyPath,
          { type: 'validate', message: t(violation.message) },
        ]),
      ),
    };
  };
  const form = useForm<FormValues>({ defaultValues: defaults, resolver, mode: 'onTouched' });
  const { control, handleSubmit, setError, formState } = form;
  const values = useWatch({ control }) as FormValues;

  const title = givenTitle ?? resourceTitle(t, resource);
  const heading =
    mode === 'create'
      ? t('ui.form.new_title')
      : recordLabel(resource.name, record, language) || t('ui.form.edit_title');

  if (mode === 'update' && (loadError || !record)) {
    const notFound = loadError instanceof ApiError && (loadError.status === 404 || loadError.status === 403);
    return (
      <>
        <PageHeader
          title={title}
          crumbs={[...parentCrumbs, { label: title, to: basePath }, { label: t('ui.form.edit_title') }]}
        />
        <Alert severity="error">
          {notFound ? t('ui.form.not_found') : errorMessage(loadError, t('app.an_error_occurred'))}
        </Alert>
      </>
    );
  }

  // A new record the user may not create (a parent at /discounts/new): refused, no form to fill.
  if (mode === 'create' && access.known && !editable) {
    return (
      <>
        <PageHeader title={title} crumbs={[...parentCrumbs, { label: title, to: basePath }, { label: heading }]} />
        <Alert severity="error">{t('errors.forbidden')}</Alert>
      </>
    );
  }

  // Fields only other kinds of user may set (`writableBy`: a referral's status, staff's) are shown
  // but not editable on a record that has a value for them (the person reads where their referral
  // stands), left out of a new record's form, and never sent: the server refuses them (422). While
  // the caller's kind loads, only superadmin-only fields (`writableBy: []`) count as not theirs.
  // A field with its own editor (a form's questions) is not typed here as raw text.
  const mayWrite = (field: FieldDef): boolean =>
    isSuperadmin ||
    field.writableBy === undefined ||
    (audience === undefined ? field.writableBy.length > 0 : field.writableBy.includes(audience));
  const offered = writableFields(resource).filter(
    ([name, field]) =>
      field.ownEditor !== true &&
      (mayWrite(field) || (mode === 'update' && record?.[name] !== undefined && record[name] !== null)),
  );
  const fields = shownFields
    ? shownFields.flatMap((name) => offered.filter(([offeredName]) => offeredName === name))
    : offered;

  const close = () => void navigate(basePath);
  // A reference's name as the answer carried it, so showing it reads nothing the user may not.
  const knownName = (name: string): { id: number; name: string } | undefined => {
    const named = row?.refNames?.[name];
    const field = resource.fields[name];
    const id = parseReference(record?.[name], (field && choosableTarget(field)) ?? '');
    return named !== undefined && id !== undefined ? { id, name: named } : undefined;
  };
  const fixed = new Set(Object.keys(fixedValues ?? {}));
  // Changing a field clears the references whose options it filters (a branch of another bank,
  // a plan of the student chosen before).
  const dependents = (name: string) =>
    fields.filter(([, field]) => Object.values(optionSiblings(field) ?? {}).includes(name)).map(([other]) => other);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const changed = new Set(Object.keys(formState.dirtyFields));
    try {
      const shown = (body: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(body).filter(([name]) =>
            fields.some(([shownName, field]) => shownName === name && mayWrite(field)),
          ),
        );
      if (mode === 'create') await create.mutateAsync(shown(toPayload(resource, values, 'create')));
      else {
        // Based on the version loaded: a change someone saved meanwhile is refused (412), not overwritten.
        const body = shown(toPayload(resource, values, 'update', changed));
        await update.mutateAsync({ id: id ?? '', body, ifMatch: recordVersion(record) });
      }
      notify({ message: { key: 'ui.form.saved' }, variant: 'success' });
      form.reset(values);
      closeTimer.current = setTimeout(close, ui.formCloseDelayMs);
    } catch (error) {
      const violations = error instanceof ApiError ? (error.problem.violations ?? []) : [];
      const known = new Set(Object.keys(resource.fields));
      violations.forEach((violation) => {
        if (known.has(violation.propertyPath))
          setError(violation.propertyPath, { type: 'server', message: violation.message });
      });
      const unplaced = violations.filter((violation) => !known.has(violation.propertyPath));
      if (problemAlert && error instanceof ApiError) {
        // The spec's user form: a 422 shows the server's detail, or its title.
        const problem = error.problem;
        setFormError(
          [
            problem.detail ?? problem.title ?? errorMessage(error, t('app.an_error_occurred')),
            ...unplaced.map((v) => v.message),
          ].join(' '),
        );
      } else if (violations.length === 0 || unplaced.length > 0) {
        setFormError(
          unplaced.map((violation) => violation.message).join(' ') || errorMessage(error, t('app.an_error_occurred')),
        );
      }
      setRefusals((count) => count + 1);
    }
  });

  const doDelete = () =>
    remove.mutate(id ?? '', {
      onSuccess: () => {
        setDeleteOpen(false);
        notify({ message: { key: 'app.deleted' }, variant: 'success' });
        close();
      },
      onError: (error) => {
        setDeleteOpen(false);
        notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
      },
    });

  return (
    <>
      <PageHeader
        title={`${title}: ${heading}`}
        isolate={heading}
        crumbs={[...parentCrumbs, { label: title, to: basePath }, { label: heading }]}
        actions={
          deletable && (
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setDeleteOpen(true)}>
              {t('ui.list.delete')}
            </Button>
          )
        }
      />
      <Paper
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ p: { xs: 2, sm: 3 } }}
        aria-label={heading}
      >
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" tabIndex={-1}>
            {formError}
          </Alert>
        )}
        {!editable && access.known && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('ui.form.read_only')}
          </Alert>
        )}
        {editable && note}
        <Grid container spacing={2}>
          {fields
            .filter(([name]) => !fixed.has(name))
            .map(([name, field]) => (
              <Grid key={name} size={{ xs: 12, md: FULL_WIDTH_KINDS.has(field.kind) || field.multiline ? 12 : 6 }}>
                <Controller
                  name={name}
                  control={control}
                  render={({ field: input, fieldState }) => {
                    // A reference narrowed by a sibling says which to choose first while it waits.
                    const awaited = awaitedSibling(field, values);
                    const props: FieldInputProps = {
                      name,
                      field,
                      label: fieldLabel(t, resource, name),
                      value: input.value ?? null,
                      onChange: (value) => {
                        input.onChange(value);
                        dependents(name).forEach((other) => form.setValue(other, null, { shouldDirty: true }));
                        Object.entries(derive?.(name, value) ?? {}).forEach(([other, derived]) =>
                          form.setValue(other, derived, { shouldDirty: true }),
                        );
                      },
                      onBlur: input.onBlur,
                      error: fieldState.error?.message,
                      disabled:
                        !editable ||
                        !mayWrite(field) ||
                        formState.isSubmitting ||
                        !isEnabled(field, values) ||
                        awaited !== undefined,
                      hint:
                        awaited === undefined
                          ? field.hint && t(field.hint)
                          : t('ui.form.choose_first', { field: fieldLabel(t, resource, awaited) }),
                      filters: optionFilters(field, values),
                      knownName: knownName(name),
                    };
                    return <>{renderInput?.(name, props) ?? <FieldInput {...props} />}</>;
                  }}
                />
              </Grid>
            ))}
        </Grid>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
          <Button onClick={close} disabled={formState.isSubmitting}>
            {editable ? t('ui.form.cancel') : t('ui.form.back')}
          </Button>
          {editable && <SaveButton saving={formState.isSubmitting} disabled={!formState.isDirty} />}
        </Box>
      </Paper>
      {mode === 'update' && record && Extra && <Extra record={record} />}
      {mode === 'update' && (
        <RecordHistory resource={resource} recordId={typeof record?.id === 'number' ? record.id : undefined} />
      )}
      {deletable && (
        <DeleteDialog
          open={deleteOpen}
          deleting={remove.isPending}
          onDelete={doDelete}
          onCancel={() => setDeleteOpen(false)}
        />
      )}
    </>
  );
};

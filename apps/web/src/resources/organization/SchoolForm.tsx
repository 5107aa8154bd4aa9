import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { ui } from '@kampus/contract/constants';
import { validateRecord, writableFields } from '@kampus/contract/resource';
import { schools } from '@kampus/contract/resources';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useInvalidateOrganization } from '../../api/organization.ts';
import { useCreate, useUpdate } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { FieldInput } from '../generic/FieldInput.tsx';
import { initialValues, toPayload, type FormValues } from '../generic/form-values.ts';
import { fieldLabel } from '../generic/labels.ts';
import { SaveButton } from '../../components/SaveButton.tsx';

// Images have their own section (uploads checked against the catalogue's sizes).
const IMAGE_FIELDS = new Set(['picture', 'favicon', 'smallLogo', 'logo', 'bigLogo']);
const WIDE = new Set(['address', 'title']);

export interface SchoolFormProps {
  /** Edit this school; without it the form adds a child of `parentId`. */
  record?: ApiRecord | undefined;
  parentId?: number;
  type?: 'campus' | 'school';
  onDone: (record: ApiRecord) => void;
  onCancel: () => void;
}

/**
 * Every School field of the spec (images aside) in one form. In add mode the kind and the
 * parent come from the route (`{id}/campuses/new`, `{id}/schools/new`) and are not editable.
 * Saved: a message, then the form closes after 500 ms (spec: form close delay).
 */
export const SchoolForm = ({ record, parentId, type, onDone, onCancel }: SchoolFormProps) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const mode = record ? 'update' : 'create';
  const create = useCreate('schools');
  const update = useUpdate('schools');
  const invalidate = useInvalidateOrganization();
  const [formError, setFormError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const defaults = useMemo(() => {
    const values = initialValues(schools, record, { schoolId: null, seasonId: null });
    if (!record) {
      values.type = type ?? 'school';
      values.parent = parentId ?? null;
    }
    return values;
  }, [record, parentId, type]);
  const resolver: Resolver<FormValues> = async (values) => {
    const result = validateRecord(schools, mode, toPayload(schools, values, mode));
    if (result.ok) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        result.violations.map((v) => [v.propertyPath, { type: 'validate', message: t(v.message) }]),
      ),
    };
  };
  const form = useForm<FormValues>({ defaultValues: defaults, resolver, mode: 'onTouched' });
  const { control, handleSubmit, setError, formState } = form;
  const fields = writableFields(schools).filter(([name]) => !IMAGE_FIELDS.has(name));
  const locked = (name: string) => mode === 'create' && (name === 'type' || name === 'parent');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const changed = new Set(Object.keys(formState.dirtyFields));
    try {
      const saved =
        mode === 'create'
          ? await create.mutateAsync(toPayload(schools, values, 'create'))
          : await update.mutateAsync({ id: record?.id ?? 0, body: toPayload(schools, values, 'update', changed) });
      await invalidate();
      notify({
        message: { key: mode === 'create' ? 'ui.organization.added' : 'ui.organization.updated' },
        variant: 'success',
      });
      form.reset(values);
      timer.current = setTimeout(() => onDone(saved), ui.formCloseDelayMs);
    } catch (error) {
      const violations = error instanceof ApiError ? (error.problem.violations ?? []) : [];
      violations.forEach((v) => {
        if (v.propertyPath in schools.fields) setError(v.propertyPath, { type: 'server', message: v.message });
      });
      const unplaced = violations.filter((v) => !(v.propertyPath in schools.fields));
      if (violations.length === 0 || unplaced.length > 0) {
        setFormError(
          unplaced.map((v) => v.message).join(' ') ||
            errorMessage(error, t(mode === 'create' ? 'ui.organization.add_error' : 'ui.organization.update_error')),
        );
      }
    }
  });

  return (
    <Paper component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, sm: 3 } }}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {formError}
        </Alert>
      )}
      <Grid container spacing={2}>
        {fields.map(([name, field]) => (
          <Grid key={name} size={{ xs: 12, md: WIDE.has(name) ? 12 : 6 }}>
            <Controller
              name={name}
              control={control}
              render={({ field: input, fieldState }) => (
                <FieldInput
                  name={name}
                  field={field}
                  label={fieldLabel(t, schools, name)}
                  value={input.value ?? null}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={fieldState.error?.message}
                  disabled={formState.isSubmitting || locked(name)}
                />
              )}
            />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          {t('ui.form.cancel')}
        </Button>
        <SaveButton saving={formState.isSubmitting} disabled={mode === 'update' && !formState.isDirty} />
      </Box>
    </Paper>
  );
};

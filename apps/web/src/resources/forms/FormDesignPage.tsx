import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import { ScrollableTabs } from '../../components/ScrollableTabs.tsx';
import { forms, type FormField } from '@kampus/contract/resources';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useRecord, useUpdate } from '../../api/resources.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { resourceTitle } from '../generic/labels.ts';
import { basePathOf } from '../routes.ts';
import { FormBuilder } from './FormBuilder.tsx';
import { FormSettingsPanel } from './FormSettingsPanel.tsx';
import { SubmissionsPanel } from './SubmissionsPanel.tsx';

type Section = 'questions' | 'settings' | 'submissions';

interface FormRecord {
  id: number;
  title: string;
  formType: string | null;
  fields: FormField[] | null;
}

/**
 * /forms/{id}: a form's questions (the builder), its public page settings and link, and its
 * submissions. The form's title and type are edited in the generic form (`/forms/{id}/edit`).
 */
export const FormDesignPage = () => {
  const { t } = useTranslation();
  const { id } = useParams();
  const record = useRecord('forms', id);
  const update = useUpdate('forms');
  const [section, setSection] = useState<Section>('questions');
  const [fields, setFields] = useState<FormField[]>([]);
  const form = record.data as FormRecord | undefined;
  useEffect(() => {
    if (form) setFields(form.fields ?? []);
  }, [form]);
  const errors =
    update.error instanceof ApiError
      ? Object.fromEntries((update.error.problem.violations ?? []).map((v) => [v.propertyPath, v.message]))
      : {};
  const save = () =>
    form &&
    update.mutate({
      id: form.id,
      body: {
        fields: fields.map((field) => ({ ...field, options: field.options?.map((o) => o.trim()).filter(Boolean) })),
      },
    });
  return (
    <Box>
      <PageHeader
        title={form?.title ?? resourceTitle(t, forms)}
        crumbs={[{ label: resourceTitle(t, forms), to: basePathOf('forms') }, { label: form?.title ?? '' }]}
        actions={
          form && <Button href={`${basePathOf('forms')}/${form.id}/edit`}>{t('ui.forms_admin.edit_form')}</Button>
        }
      />
      {record.isPending && <LinearProgress />}
      {record.isError && <Alert severity="error">{errorMessage(record.error, t('app.an_error_occurred'))}</Alert>}
      {form && (
        <>
          <ScrollableTabs value={section} onChange={(_, value: Section) => setSection(value)} sx={{ mb: 2 }}>
            <Tab value="questions" label={t('fields.fields')} />
            <Tab value="settings" label={t('resources.form_settings')} />
            <Tab value="submissions" label={t('resources.form_submissions')} />
          </ScrollableTabs>
          {section === 'questions' && (
            <Box sx={{ maxWidth: 900 }}>
              <FormBuilder
                fields={fields}
                onChange={setFields}
                errors={errors}
                preRegistration={form.formType === 'pre_registration'}
              />
              <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
                <Button variant="contained" onClick={save} disabled={update.isPending}>
                  {t('ui.forms_admin.save')}
                </Button>
                {update.isSuccess && <Alert severity="success">{t('ui.forms_admin.saved')}</Alert>}
                {update.isError && Object.keys(errors).length === 0 && (
                  <Alert severity="error">{errorMessage(update.error, t('app.an_error_occurred'))}</Alert>
                )}
              </Box>
            </Box>
          )}
          {section === 'settings' && <FormSettingsPanel formId={form.id} formType={form.formType ?? 'general'} />}
          {section === 'submissions' && <SubmissionsPanel formId={form.id} fields={form.fields ?? []} />}
        </>
      )}
    </Box>
  );
};

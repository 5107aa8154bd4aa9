import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useDeleteSchool, useSchool, type SchoolNode } from '../../api/organization.ts';
import { useNotify } from '../../app/notices.ts';
import { DeleteDialog } from '../../components/DeleteDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ConfigurationForm } from './ConfigurationForm.tsx';
import { childKinds } from './school-icons.tsx';
import { SchoolForm } from './SchoolForm.tsx';
import { SchoolImages } from './SchoolImages.tsx';

const schoolSections = ['general', 'configuration', 'images'] as const;
type Section = (typeof schoolSections)[number];

/** /organization/{id}, /{id}/{section}, /{id}/delete: one school with its sections. */
export const SchoolPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const params = useParams();
  const id = Number(params.id);
  const school = useSchool(id);
  const remove = useDeleteSchool();
  const [deleteOpen, setDeleteOpen] = useState(params.section === 'delete');
  const section: Section = (schoolSections as readonly string[]).includes(params.section ?? '')
    ? (params.section as Section)
    : 'general';
  const title = t('menu.organization');

  if (school.isLoading) return <PageSpinner />;
  if (school.error || !school.data) {
    const missing = school.error instanceof ApiError && [403, 404].includes(school.error.status);
    return (
      <>
        <PageHeader title={title} crumbs={[{ label: title, to: '/organization' }]} />
        <Alert severity="error">
          {missing ? t('ui.form.not_found') : errorMessage(school.error, t('app.an_error_occurred'))}
        </Alert>
      </>
    );
  }
  const record = school.data;
  const name = String(record.title ?? '');
  const type = (record.type as SchoolNode['type'] | undefined) ?? 'school';

  const doDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setDeleteOpen(false);
        notify({ message: { key: 'app.deleted' }, variant: 'success' });
        void navigate('/organization');
      },
      // A school still in use answers 409 saying what uses it: that is the message shown.
      onError: (error) => {
        setDeleteOpen(false);
        notify({ message: errorMessage(error, t('ui.organization.delete_error')), variant: 'error' });
      },
    });

  return (
    <>
      <PageHeader
        title={name}
        crumbs={[{ label: title, to: '/organization' }, { label: name }]}
        actions={
          <>
            {childKinds(type).map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={`/organization/${id}/${kind}/new`}
              >
                {t(`ui.organization.add_${kind === 'campuses' ? 'campus' : 'school'}`)}
              </Button>
            ))}
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setDeleteOpen(true)}>
              {t('ui.list.delete')}
            </Button>
          </>
        }
      />
      <Tabs
        value={section}
        onChange={(_, next: Section) => void navigate(`/organization/${id}/${next}`)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
      >
        {schoolSections.map((name) => (
          <Tab key={name} value={name} label={t(`ui.organization.sections.${name}`)} />
        ))}
      </Tabs>
      {section === 'general' && (
        <SchoolForm
          key={String(record.updatedAt ?? record.id)}
          record={record}
          onDone={() => void navigate('/organization')}
          onCancel={() => void navigate('/organization')}
        />
      )}
      {section === 'configuration' && <ConfigurationForm schoolId={id} />}
      {section === 'images' && <SchoolImages school={record} />}
      <DeleteDialog
        open={deleteOpen}
        deleting={remove.isPending}
        onDelete={doDelete}
        onCancel={() => setDeleteOpen(false)}
      />
    </>
  );
};

/** /organization/{id}/campuses/new and /{id}/schools/new: a child of that headquarters or campus. */
export const NewSchoolPage = ({ kind }: { kind: 'campuses' | 'schools' }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parentId = Number(useParams().id);
  const parent = useSchool(parentId);
  const title = t('menu.organization');
  const heading = t(`ui.organization.add_${kind === 'campuses' ? 'campus' : 'school'}`);
  if (parent.isLoading) return <PageSpinner />;
  const parentName = String(parent.data?.title ?? parentId);
  return (
    <>
      <PageHeader
        title={heading}
        crumbs={[
          { label: title, to: '/organization' },
          { label: parentName, to: `/organization/${parentId}` },
          { label: heading },
        ]}
      />
      {parent.error ? (
        <Alert severity="error">{errorMessage(parent.error, t('ui.form.not_found'))}</Alert>
      ) : (
        <SchoolForm
          parentId={parentId}
          type={kind === 'campuses' ? 'campus' : 'school'}
          onDone={(saved) => void navigate(`/organization/${saved.id}`)}
          onCancel={() => void navigate(`/organization/${parentId}`)}
        />
      )}
    </>
  );
};

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import { Suspense } from 'react';
import { ScrollableTabs } from '../../components/ScrollableTabs.tsx';
import { getResource } from '@kampus/contract/resources';
import { grantOf, type Resource } from '@kampus/contract/resource';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useAccessCaller } from '../../api/access.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useList, useRecord } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { PageHeader, type Crumb } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { SignedInNotFound } from '../../pages/SignedInNotFound.tsx';
import { ResourceFormPage } from '../generic/ResourceFormPage.tsx';
import { StudentHeader } from './StudentHeader.tsx';
import type { StudentSection } from '../../app/screens.ts';
import { sectionOf, visibleSections } from './student-sections.ts';
import { useFamilyFollows } from './use-family-follows.ts';

const students = getResource('students') as Resource;
const STUDENT_ACTIONS = new Set(['edit', 'delete']);

/**
 * `/student/{id}` and `/student/{id}/{section}` (with `{saction}` and `{sid}/{saction}`): a
 * student's profile, a tab per section. `/student/new` and `/student/{id}/edit|delete` are the
 * generic student form.
 */
export const StudentProfilePage = () => {
  const { id = '', section: sectionKey, sid, saction } = useParams();
  if (id === 'new') return <ResourceFormPage resource={students} basePath="/student" />;
  if (!/^\d+$/.test(id)) return <SignedInNotFound />;
  if (sectionKey !== undefined && STUDENT_ACTIONS.has(sectionKey)) {
    return <ResourceFormPage resource={students} basePath="/student" id={id} action={sectionKey} />;
  }
  const section = sectionOf(sectionKey);
  if (!section) return <SignedInNotFound />;
  return <StudentProfile studentId={Number(id)} section={section} sid={sid} saction={saction} />;
};

const StudentProfile = ({
  studentId,
  section,
  sid,
  saction,
}: {
  studentId: number;
  section: StudentSection;
  sid: string | undefined;
  saction: string | undefined;
}) => {
  const { t } = useTranslation();
  const caller = useAccessCaller();
  const record = useRecord('students', studentId);
  const memberships = useList('class_students', {
    page: 1,
    pageSize: 50,
    filters: { student: String(studentId) },
  });
  useFamilyFollows(studentId, section.key);
  if (record.isLoading) return <PageSpinner />;
  const student = record.data as ApiRecord | undefined;
  if (!student) {
    // Absent or out of reach read alike (404), as on every record screen.
    const missing = record.error instanceof ApiError && (record.error.status === 404 || record.error.status === 403);
    return (
      <>
        <PageHeader title={t('resources.students')} crumbs={[{ label: t('resources.students') }]} />
        <Alert severity="error">
          {missing ? t('ui.form.not_found') : errorMessage(record.error, t('app.an_error_occurred'))}
        </Alert>
      </>
    );
  }

  const mayList = (name: string) => {
    const resource = getResource(name);
    return caller !== undefined && resource !== undefined && grantOf(resource, 'list', caller) !== 'none';
  };
  const sections = visibleSections(mayList);
  if (!sections.some((shown) => shown.key === section.key)) return <SignedInNotFound />;

  const fullName = `${String(student.name ?? '')} ${String(student.lastName ?? '')}`;
  const crumbs: Crumb[] = [
    ...(mayList('students') && caller?.audience !== 'parent' && caller?.audience !== 'student'
      ? [{ label: t('resources.students'), to: '/student' }]
      : []),
    { label: fullName, to: `/student/${studentId}` },
  ];
  const title = t(`ui.student_profile.sections.${section.key}`);
  // A class is listed once though the student sits in it for each grading term.
  const classTitles = [
    ...new Set(
      (memberships.data?.items ?? [])
        .map((row) => row.refNames?.classId)
        .filter((name): name is string => typeof name === 'string'),
    ),
  ];

  return (
    <Box>
      <StudentHeader student={student} />
      <ScrollableTabs
        value={section.key}
        aria-label={t('ui.student_profile.sections_label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((shown) => (
          <Tab
            key={shown.key}
            value={shown.key}
            label={t(`ui.student_profile.sections.${shown.key}`)}
            component={RouterLink}
            to={`/student/${studentId}/${shown.key}`}
          />
        ))}
      </ScrollableTabs>
      <Suspense fallback={<PageSpinner />}>
        <section.Body
          student={student}
          section={section}
          title={title}
          crumbs={crumbs}
          basePath={`/student/${studentId}/${section.key}`}
          sid={sid}
          saction={saction}
          classTitles={classTitles}
        />
      </Suspense>
    </Box>
  );
};

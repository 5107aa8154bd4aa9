import Alert from '@mui/material/Alert';
import { getResource } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import type { StudentSectionProps } from '../../app/screens.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { recordSectionProps } from './record-section-props.ts';
import { StudentAttendanceSummary } from './StudentAttendanceSummary.tsx';
import { StudentDocumentsSection } from './StudentDocumentsSection.tsx';
import { StudentOverview } from './StudentOverview.tsx';
import { StudentRecordsSection } from './StudentRecordsSection.tsx';

/**
 * The resource the exam results tab lists (the academics area's `exam_results`, filtered by
 * `student`); the tab falls back to a plain notice where it is not declared.
 */
const EXAM_RESULTS_RESOURCES = ['exam_results'] as const;

const Header = ({ title, crumbs }: Pick<StudentSectionProps, 'title' | 'crumbs'>) => (
  <PageHeader title={title} crumbs={[...crumbs, { label: title }]} />
);

/** The students area's own tabs of the profile (`screens.tsx` lists them). */
export const OverviewSection = (props: StudentSectionProps) => (
  <>
    <Header {...props} />
    <StudentOverview student={props.student} classTitles={props.classTitles} />
  </>
);

/** A list of one resource of the student (family, classes, tags, ...), with its generic forms. */
export const RecordsSection = (props: StudentSectionProps) => <StudentRecordsSection {...recordSectionProps(props)} />;

export const DocumentsSection = (props: StudentSectionProps) => (
  <StudentDocumentsSection {...recordSectionProps(props)} />
);

export const AttendanceSection = (props: StudentSectionProps) => (
  <>
    <Header {...props} />
    <StudentAttendanceSummary studentId={props.student.id} />
  </>
);

export const ExamsSection = (props: StudentSectionProps) => {
  const { t } = useTranslation();
  const results = EXAM_RESULTS_RESOURCES.map((name) => getResource(name)).find((found) => found !== undefined);
  if (results) {
    return (
      <ResourceListPage
        resource={results}
        basePath={props.basePath}
        title={props.title}
        readOnly
        fixedFilters={{ student: String(props.student.id) }}
        parentCrumbs={props.crumbs}
      />
    );
  }
  return (
    <>
      <Header {...props} />
      <Alert severity="info">{t('ui.student_profile.no_exam_results')}</Alert>
    </>
  );
};

import FactCheckIcon from '@mui/icons-material/FactCheck';
import { exams } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import type { ApiRecord } from '../../api/types.ts';
import { recordLabel } from '../generic/labels.ts';
import { ResourceListPage, type RowLink } from '../generic/ResourceListPage.tsx';
import { basePathOf } from '../routes.ts';
import { ParentList, SubScreen } from '../setup/SetupScreens.tsx';

/** The exams, each row leading to its results grid (`/exam/{id}/results`). */
export const ExamsPage = () => {
  const { t } = useTranslation();
  const basePath = basePathOf('exams');
  const links: RowLink[] = [
    {
      key: 'results',
      icon: <FactCheckIcon />,
      label: (row: ApiRecord) => t('ui.academics.results_of', { name: recordLabel('exams', row) }),
      to: (row: ApiRecord) => `${basePath}/${row.id}/results`,
    },
  ];
  return <ResourceListPage resource={exams} basePath={basePath} rowLinks={links} />;
};

/** Exam templates, each leading to its subjects (`{id}/subjects`, the spec's route). */
export const ExamTemplatesPage = () => (
  <ParentList resource="exam_templates" segment="subjects" linkKey="ui.academics.subjects_of" />
);
export const ExamTemplateSubjectsScreen = () => (
  <SubScreen parent="exam_templates" child="exam_template_subjects" parentField="examTemplateId" segment="subjects" />
);

/** Optic form templates, each leading to its fields (`{id}/field`, the spec's route). */
export const OpticFormsPage = () => (
  <ParentList resource="optic_form_templates" segment="field" linkKey="ui.academics.fields_of" />
);
export const OpticFormFieldsScreen = () => (
  <SubScreen
    parent="optic_form_templates"
    child="optic_form_template_fields"
    parentField="opticFormId"
    segment="field"
  />
);

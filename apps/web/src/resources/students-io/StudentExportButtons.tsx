import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { parseReference } from '@kampus/contract/resource';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useStudentExport, type StudentExportFormat } from '../../api/students-io.ts';
import { useCallerKind } from '../../api/impersonation.ts';
import { useNotify } from '../../app/notices.ts';
import { useStepUpRetry } from '../../components/use-step-up-retry.tsx';
import type { ListExtraProps } from '../generic/list-extra-props.ts';

const FORMATS: StudentExportFormat[] = ['xlsx', 'csv', 'oneroster'];
/** What a teacher may export: their own classes' students (import and OneRoster are staff's). */
const TEACHER_FORMATS: StudentExportFormat[] = ['xlsx', 'csv'];
const STAFF = new Set(['headquarters', 'campus', 'school']);
const EXPORT_FILTERS = ['search', 'gradeLevel', 'isActive'] as const;

/**
 * The student list's server exports: Excel and CSV (with each student's primary guardian, the
 * import template's columns) and the OneRoster 1.2 zip, for staff; a teacher exports Excel and CSV
 * of their own classes' students, as the server answers.
 * The generic list mounts it in the students' header instead of its own CSV export, with the list's
 * search and filters (those the server export takes: search, grade level, active). A person with
 * a second factor gives it again before a bulk export (the server asks; the dialog retries).
 */
export const StudentExportButtons = ({ filters = {} }: ListExtraProps) => {
  const { t } = useTranslation();
  const { audience, superadmin } = useCallerKind();
  const exporting = useStudentExport();
  const notify = useNotify();
  const { retryAfterStepUp, stepUpDialog } = useStepUpRetry();
  const isStaff = superadmin || STAFF.has(audience ?? '');
  if (!isStaff && audience !== 'teacher') return null;
  // The conditions the server export takes, a grade level as its id (the list sends its IRI).
  const sent = Object.fromEntries(
    EXPORT_FILTERS.filter((name) => filters[name]).map((name) => [
      name,
      name === 'gradeLevel' ? String(parseReference(filters[name], 'grade_levels') ?? '') : (filters[name] ?? ''),
    ]),
  );
  const exportAs = (format: StudentExportFormat): void =>
    exporting.mutate(
      { format, filters: sent },
      {
        onError: (error) => {
          if (!retryAfterStepUp(error, () => exportAs(format)))
            notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
        },
      },
    );
  return (
    <>
      {/* Four buttons are wider than a 390 px phone: they wrap rather than widen the page. */}
      <ButtonGroup variant="outlined" disabled={exporting.isPending} sx={{ flexWrap: 'wrap', maxWidth: '100%' }}>
        {isStaff && (
          <Button startIcon={<UploadFileIcon />} component={RouterLink} to="/student/import">
            {t('ui.content.import_title')}
          </Button>
        )}
        {(isStaff ? FORMATS : TEACHER_FORMATS).map((format) => (
          <Button
            key={format}
            startIcon={<DownloadIcon />}
            aria-label={t('ui.content.export_label', { format: t(`ui.content.export_${format}`) })}
            onClick={() => exportAs(format)}
          >
            {t(`ui.content.export_${format}`)}
          </Button>
        ))}
      </ButtonGroup>
      {stepUpDialog}
    </>
  );
};

import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStudentExport, type StudentExportFormat } from '../../api/students-io.ts';
import { useCallerKind } from '../../api/impersonation.ts';

const FORMATS: StudentExportFormat[] = ['xlsx', 'csv', 'oneroster'];
const STAFF = new Set(['headquarters', 'campus', 'school']);

/**
 * The student list's server exports: Excel and CSV (with each student's primary guardian, the
 * import template's columns) and the OneRoster 1.2 zip. For staff only, as the server answers.
 * A student list screen mounts it in its header (`filters`: the list's own, search and grade level).
 */
export const StudentExportButtons = ({ filters }: { filters?: Record<string, string> }) => {
  const { t } = useTranslation();
  const { audience, superadmin } = useCallerKind();
  const exporting = useStudentExport();
  if (!superadmin && !STAFF.has(audience ?? '')) return null;
  return (
    <ButtonGroup variant="outlined" disabled={exporting.isPending}>
      <Button startIcon={<UploadFileIcon />} component={RouterLink} to="/student/import">
        {t('ui.content.import_title')}
      </Button>
      {FORMATS.map((format) => (
        <Button
          key={format}
          startIcon={<DownloadIcon />}
          aria-label={t('ui.content.export_label', { format: t(`ui.content.export_${format}`) })}
          onClick={() => exporting.mutate({ format, filters })}
        >
          {t(`ui.content.export_${format}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
};

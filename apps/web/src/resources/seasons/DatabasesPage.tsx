import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isLanguage } from '@kampus/contract/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { idOf } from '@kampus/contract/resource';
import { useAllRecords, useSeasonDatabases } from '../../api/seasons.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { AddDatabaseDialog } from './AddDatabaseDialog.tsx';
import { CopySeasonDataDialog } from './CopySeasonDataDialog.tsx';

/** Labels of seasons ("Demo High School · 2026-2027") by id, for the list and the pickers. */
const useSeasonLabels = () => {
  const seasons = useAllRecords('seasons');
  const schools = useAllRecords('schools');
  return useMemo(() => {
    const schoolTitles = new Map((schools.data ?? []).map((school) => [school.id, String(school.title)]));
    return new Map(
      (seasons.data ?? []).map((season) => {
        const school = schoolTitles.get(idOf(season.school) ?? 0);
        return [season.id, school ? `${school} · ${String(season.title)}` : String(season.title)];
      }),
    );
  }, [seasons.data, schools.data]);
};

/**
 * `/admin/databases`: the season databases of the active school (and the schools below it).
 * A new one is prepared by a background job; while any is not created yet, the list reloads every
 * 3 s until all are. `/admin/databases/new` opens the add dialog, `/admin/databases/copy` the
 * copy-season-data dialog.
 */
export const DatabasesPage = () => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigate = useNavigate();
  const { action } = useParams();
  const list = useSeasonDatabases();
  const labels = useSeasonLabels();
  const title = t('resources.databases');
  const close = () => void navigate('/admin/databases');
  const databases = list.data ?? [];

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: title }]}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => void navigate('/admin/databases/copy')}
              disabled={databases.length < 2}
            >
              {t('ui.seasons.copy')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/admin/databases/new')}>
              {t('ui.seasons.add')}
            </Button>
          </>
        }
      />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(list.error, t('ui.list.load_error'))}
        </Alert>
      )}
      {list.isLoading ? (
        <PageSpinner />
      ) : (
        <TableContainer component={Paper}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.name')}</TableCell>
                <TableCell>{t('fields.season')}</TableCell>
                <TableCell>{t('fields.isCreated')}</TableCell>
                <TableCell>{t('fields.provisionedAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {databases.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{t('ui.seasons.none')}</TableCell>
                </TableRow>
              )}
              {databases.map((database) => (
                <TableRow key={database.id}>
                  <TableCell>{String(database.name ?? '')}</TableCell>
                  <TableCell>{labels.get(idOf(database.season) ?? 0) ?? ''}</TableCell>
                  <TableCell>
                    {database.isCreated === true ? (
                      <Chip size="small" color="success" label={t('ui.seasons.created')} />
                    ) : (
                      <Chip
                        size="small"
                        color={database.lastError ? 'error' : 'default'}
                        icon={<CircularProgress size={12} color="inherit" />}
                        label={t('ui.seasons.preparing')}
                        title={typeof database.lastError === 'string' ? database.lastError : undefined}
                      />
                    )}
                  </TableCell>
                  <TableCell>{formatDateTime(database.provisionedAt, language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <AddDatabaseDialog open={action === 'new'} onClose={close} databases={databases} labels={labels} />
      <CopySeasonDataDialog open={action === 'copy'} onClose={close} databases={databases} labels={labels} />
    </>
  );
};

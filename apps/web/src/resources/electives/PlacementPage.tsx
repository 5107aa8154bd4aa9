import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { usePlaceElectives, usePlacementSummary, type PlacementSummary } from '../../api/electives.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** The table's columns: their headings, and whether they hold counts (set to the right). */
const COLUMNS = [
  { label: 'ui.electives.column_block', count: false },
  { label: 'ui.electives.column_elective', count: false },
  { label: 'ui.electives.column_grade', count: false },
  { label: 'ui.electives.column_seats', count: false },
  { label: 'ui.electives.column_requests', count: true },
  { label: 'ui.electives.column_first', count: true },
  { label: 'ui.electives.column_placed', count: true },
  { label: 'ui.electives.column_waitlisted', count: true },
  { label: 'ui.electives.column_students', count: false },
] as const;

/** The latest placement in words: when, by whom, with which lottery seed. */
const LastRun = ({ run }: { run: PlacementSummary['run'] }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!run) return <Typography color="text.secondary">{t('ui.electives.never_placed')}</Typography>;
  const date = formatDateTime(run.placedAt, language);
  return (
    <Typography color="text.secondary">
      {run.placedBy
        ? t('ui.electives.last_run', { date, name: run.placedBy, seed: run.seed })
        : t('ui.electives.last_run_system', { date, seed: run.seed })}
    </Typography>
  );
};

/** The season's electives: seats (a section's × sections), requests, first choices, placed, waiting. */
const OffersTable = ({ summary }: { summary: PlacementSummary }) => {
  const { t } = useTranslation();
  if (summary.offers.length === 0) return <Typography>{t('ui.electives.no_offers')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('ui.electives.placement_title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.label} align={column.count ? 'right' : 'left'}>
                {t(column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.offers.map((offer) => (
            <TableRow key={offer.id} data-testid="placement-row">
              <TableCell>{offer.block}</TableCell>
              <TableCell component="th" scope="row">
                {offer.title}
              </TableCell>
              <TableCell>{offer.gradeLevel ?? t('ui.electives.every_grade')}</TableCell>
              <TableCell>
                {offer.sections > 1
                  ? `${offer.seats} (${t('ui.electives.seats_of', { capacity: offer.capacity, sections: offer.sections })})`
                  : offer.seats}
              </TableCell>
              <TableCell align="right">{offer.requests}</TableCell>
              <TableCell align="right">{offer.firstChoices}</TableCell>
              <TableCell align="right">{offer.placed}</TableCell>
              <TableCell align="right">{offer.waitlisted}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/timetable/electives/${offer.id}`}>
                  {t('ui.electives.view_students', { title: offer.title })}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * The timetabler's placement page: Place students (those placed stay), Place everyone again
 * (confirmed: places can be lost), what the run did, and each elective's seats, requests,
 * placed and waiting students with a link to its list.
 */
export const PlacementPage = () => {
  const { t } = useTranslation();
  const summary = usePlacementSummary();
  const place = usePlaceElectives();
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const run = (reset: boolean) =>
    place.mutate(
      { key, body: { reset } },
      {
        // The next press is a new placement, with a key of its own.
        onSettled: () => {
          setKey(crypto.randomUUID());
          setConfirming(false);
        },
      },
    );
  const current = summary.data ?? place.data;
  return (
    <>
      <PageHeader title={t('ui.electives.placement_title')} />
      <Stack spacing={2}>
        <Typography sx={{ maxWidth: 860 }}>{t('ui.electives.placement_intro')}</Typography>
        {summary.isLoading && <PageSpinner />}
        {summary.isError && <Alert severity="error">{errorMessage(summary.error, t('app.an_error_occurred'))}</Alert>}
        {current && <LastRun run={current.run} />}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" disabled={place.isPending || !current} onClick={() => run(false)}>
            {t('ui.electives.place')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={place.isPending || !current?.run}
            onClick={() => setConfirming(true)}
          >
            {t('ui.electives.place_again')}
          </Button>
        </Stack>
        {place.data?.run && (
          <Alert severity="success" role="status">
            {t('ui.electives.placed_result', {
              placed: place.data.run.placedCount,
              waitlisted: place.data.run.waitlistedCount,
            })}
          </Alert>
        )}
        {place.error && <Alert severity="error">{errorMessage(place.error, t('app.an_error_occurred'))}</Alert>}
        {current && <OffersTable summary={current} />}
      </Stack>
      <ConfirmDialog
        open={confirming}
        danger
        title={t('ui.electives.reset_title')}
        intro={t('ui.electives.reset_body')}
        confirmLabel={t('ui.electives.place_again')}
        loading={place.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run(true)}
      />
    </>
  );
};

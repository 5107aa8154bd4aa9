import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useStudentTransport, type StudentTransport } from '../../api/transport.ts';
import type { StudentSectionProps } from '../../app/screens.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ValueLine } from '../../components/ValueLine.tsx';

type Stop = NonNullable<StudentTransport['seat']>['morning'];

/** A trip's stop: when the bus is there, and where. */
const StopLine = ({ label, stop }: { label: string; stop: Stop }) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.25} data-testid="transport-stop">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>
        {stop ? [stop.time, stop.title, stop.district].filter(Boolean).join(' · ') : t('ui.transport.no_stop')}
      </Typography>
    </Stack>
  );
};

/**
 * The profile's school bus tab, made for the family: the child's route, vehicle and driver, the
 * morning pick-up and afternoon drop-off with their times, and whether they got on today.
 * Staff and escorts see the same on any student's profile.
 */
export const StudentTransportSection = ({ student, title, crumbs }: StudentSectionProps) => {
  const { t } = useTranslation();
  const bus = useStudentTransport(student.id);
  if (bus.isLoading) return <PageSpinner />;
  const seat = bus.data?.seat;
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {bus.isError && <Alert severity="error">{errorMessage(bus.error, t('app.an_error_occurred'))}</Alert>}
      {bus.data && !seat && <Alert severity="info">{t('ui.transport.family_none')}</Alert>}
      {bus.data && seat && (
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="transport-today">
            <Typography id="transport-today" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('ui.transport.today')}
            </Typography>
            {bus.data.boarding.length === 0 ? (
              <Typography variant="body2">{t('ui.transport.today_none')}</Typography>
            ) : (
              <Stack spacing={1}>
                {bus.data.boarding.map((check) => (
                  <Stack
                    key={check.leg}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    data-testid="transport-boarding"
                  >
                    <Typography variant="body2">{t(`ui.values.${check.leg}`)}</Typography>
                    <Chip
                      size="small"
                      color={check.onBoard ? 'success' : 'error'}
                      label={t(check.onBoard ? 'ui.transport.got_on' : 'ui.transport.did_not_get_on')}
                    />
                  </Stack>
                ))}
              </Stack>
            )}
          </Paper>
          <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="transport-route">
            <Typography id="transport-route" variant="h6" component="h2" sx={{ mb: 1 }}>
              {seat.route.title}
            </Typography>
            <Stack spacing={1.5}>
              <StopLine label={t('ui.transport.morning_stop')} stop={seat.morning} />
              <StopLine label={t('ui.transport.afternoon_stop')} stop={seat.afternoon} />
              {seat.route.plate && (
                <Typography variant="body2">
                  {t('ui.transport.vehicle')}: <bdi>{seat.route.plate}</bdi>
                </Typography>
              )}
              {seat.route.driverName && (
                <Typography variant="body2">
                  {t('ui.transport.driver')}:{' '}
                  <ValueLine values={[{ text: seat.route.driverName }, { text: seat.route.driverPhone, ltr: true }]} />
                </Typography>
              )}
              {seat.route.escortName && (
                <Typography variant="body2">
                  {t('ui.transport.escort')}: <bdi>{seat.route.escortName}</bdi>
                </Typography>
              )}
            </Stack>
          </Paper>
        </Stack>
      )}
    </>
  );
};

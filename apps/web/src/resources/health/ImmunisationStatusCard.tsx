import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useImmunisationStatus } from '../../api/health.ts';

/** The national schedules' names. */
const SCHEDULE_NAMES = { TR: 'ui.health.schedule_tr', GB: 'ui.health.schedule_gb' } as const;

/**
 * The student's immunisations against their school country's national schedule: each dose with
 * the age it is due by, the day it was given, or "Missing" when due by the student's age and
 * not recorded (computed by the server from the schedule: docs/health.md).
 */
export const ImmunisationStatusCard = ({ studentId }: { studentId: number }) => {
  const { t } = useTranslation();
  const status = useImmunisationStatus(studentId);
  if (status.isError) return <Alert severity="info">{errorMessage(status.error, t('ui.health.no_access'))}</Alert>;
  if (!status.data) return null;
  const missing = status.data.doses.filter((dose) => dose.missing).length;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader
        title={t('ui.health.immunisations_title')}
        subheader={`${t('ui.health.schedule')}: ${t(SCHEDULE_NAMES[status.data.schedule])}`}
        action={
          missing > 0 ? <Chip color="error" label={t('ui.health.missing_count', { count: missing })} /> : undefined
        }
      />
      <CardContent sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.vaccine')}</TableCell>
              <TableCell>{t('fields.doseNumber')}</TableCell>
              <TableCell>{t('ui.health.age_due')}</TableCell>
              <TableCell>{t('fields.givenOn')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {status.data.doses.map((dose) => (
              <TableRow key={`${dose.vaccine}-${dose.dose}`} data-missing={dose.missing ? 'true' : undefined}>
                <TableCell>{t(`ui.values.${dose.vaccine}`)}</TableCell>
                <TableCell>{dose.dose}</TableCell>
                <TableCell>{t('ui.health.age_months', { count: dose.ageMonths })}</TableCell>
                <TableCell>
                  {dose.givenOn !== null ? (
                    <bdi>{dose.givenOn}</bdi>
                  ) : dose.missing ? (
                    <Chip size="small" color="error" label={t('ui.health.missing')} />
                  ) : (
                    t('ui.health.not_due')
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TRANSPORT_LEGS, transportRoutes, type TransportLeg } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useList } from '../../api/resources.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useBoardingList, useDownloadRouteSheet, useSaveBoarding, type BoardingList } from '../../api/transport.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useNotify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useSchoolClock } from '../home/use-school-clock.ts';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { ValueLine } from '../../components/ValueLine.tsx';

type Marks = Record<number, boolean>;

/** One student of the trip: name, stop and time, and the two big buttons a thumb presses on a bus. */
const StudentLine = ({
  student,
  onBoard,
  onChange,
}: {
  student: BoardingList['students'][number];
  onBoard: boolean | null;
  onChange: (value: boolean) => void;
}) => {
  const { t } = useTranslation();
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} data-testid="boarding-student">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 500, flexGrow: 1 }}>{student.name}</Typography>
        {onBoard === null && <Chip size="small" variant="outlined" label={t('ui.transport.not_checked')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[student.time, student.stop].filter(Boolean).join(' · ')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        sx={{ mt: 1 }}
        value={onBoard === null ? null : onBoard ? 'on' : 'off'}
        onChange={(_event, value: string | null) => {
          if (value !== null) onChange(value === 'on');
        }}
        aria-label={student.name}
      >
        <ToggleButton value="on" color="success">
          {t('ui.transport.on_board')}
        </ToggleButton>
        <ToggleButton value="off" color="error">
          {t('ui.transport.not_on_board')}
        </ToggleButton>
      </ToggleButtonGroup>
    </ListItem>
  );
};

/**
 * The escort's daily boarding check, made for a phone held on the bus: the route (the escort's
 * own first), the trip (the morning before noon, else the afternoon) and today, then each
 * student in stop order with On board / Not on board. Saving sends the whole trip at once; the
 * server tells the parents of a student not on board, once. The route sheet downloads from here.
 */
export const BoardingPage = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const language = useLanguage();
  const clock = useSchoolClock();
  const me = useCurrentUser();
  const routes = useList(transportRoutes, { page: 1, pageSize: 100 });
  const [chosenRoute, setChosenRoute] = useState<number | undefined>();
  const [chosenLeg, setChosenLeg] = useState<TransportLeg | undefined>();
  const [chosenDate, setChosenDate] = useState<string | undefined>();
  const [marks, setMarks] = useState<Marks>({});
  const items = routes.data?.items ?? [];
  // A reference reads as its IRI (`/api/users/7`): the escort's own route is the one naming them.
  const mine = items.find(
    (route) => me.data !== undefined && String(route.escort).split('/').pop() === String(me.data.id),
  );
  const route = chosenRoute ?? mine?.id ?? items[0]?.id;
  const leg: TransportLeg = chosenLeg ?? (clock.time < '12:00' ? 'morning' : 'afternoon');
  const date = chosenDate ?? (clock.known ? clock.date : '');
  const trip = useBoardingList(route, date, leg);
  const save = useSaveBoarding(route);
  const sheet = useDownloadRouteSheet();
  const reset = (): void => setMarks({});

  if (routes.isLoading) return <PageSpinner />;
  const students = trip.data?.students ?? [];
  const valueOf = (student: BoardingList['students'][number]): boolean | null =>
    marks[student.studentId] ?? student.onBoard;

  const submit = (): void => {
    save.mutate(
      {
        key: crypto.randomUUID(),
        body: {
          date,
          leg,
          // A student the escort did not touch is on board: the check is of who is missing.
          students: students.map((student) => ({ studentId: student.studentId, onBoard: valueOf(student) ?? true })),
        },
      },
      {
        onSuccess: (answer) => {
          reset();
          notify({ message: { key: 'ui.transport.saved' }, variant: 'success' });
          if (answer.notified > 0)
            notify({
              message: { key: 'ui.transport.families_notified', values: { count: answer.notified } },
              variant: 'info',
            });
          // Nobody was told about these: the escort calls the family (no account to notify).
          if (answer.unreached.length > 0)
            notify({
              message: {
                key: 'ui.transport.families_unreached',
                values: {
                  names: new Intl.ListFormat(language, { type: 'conjunction' }).format(answer.unreached),
                },
              },
              variant: 'warning',
            });
        },
        onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
      },
    );
  };

  const summary = trip.data?.route;
  return (
    <>
      <PageHeader
        title={t('ui.transport.boarding_title')}
        actions={
          route !== undefined && (
            <Button
              startIcon={<PictureAsPdfIcon />}
              disabled={sheet.isPending}
              onClick={() =>
                sheet.mutate(
                  { route, name: summary?.title ?? 'route' },
                  {
                    onError: (error) =>
                      notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
                  },
                )
              }
            >
              {t('ui.transport.route_sheet')}
            </Button>
          )
        }
      />
      {routes.isError && <Alert severity="error">{errorMessage(routes.error, t('app.an_error_occurred'))}</Alert>}
      {!routes.isError && items.length === 0 && <Alert severity="info">{t('ui.transport.no_routes')}</Alert>}
      {route !== undefined && (
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <TextField
                select
                size="small"
                label={t('ui.transport.route')}
                value={route}
                onChange={(event) => {
                  setChosenRoute(Number(event.target.value));
                  reset();
                }}
              >
                {items.map((item) => (
                  <MenuItem key={item.id} value={item.id}>
                    {item.title}
                  </MenuItem>
                ))}
              </TextField>
              <ToggleButtonGroup
                exclusive
                fullWidth
                size="small"
                value={leg}
                aria-label={t('ui.transport.trip')}
                onChange={(_event, value: TransportLeg | null) => {
                  if (value) {
                    setChosenLeg(value);
                    reset();
                  }
                }}
              >
                {TRANSPORT_LEGS.map((value) => (
                  <ToggleButton key={value} value={value}>
                    {t(`ui.values.${value}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <DateInput
                kind="date"
                size="small"
                required
                label={t('ui.transport.date')}
                value={date}
                onChange={(value) => {
                  // Only a whole date changes the trip; a half-typed one waits.
                  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
                  setChosenDate(value);
                  reset();
                }}
              />
              {summary && (
                <Typography variant="body2" color="text.secondary">
                  <ValueLine
                    values={[
                      { text: summary.plate },
                      { text: summary.driverName },
                      { text: summary.driverPhone, ltr: true },
                    ]}
                  />
                </Typography>
              )}
            </Stack>
          </Paper>
          {trip.isLoading && <PageSpinner />}
          {trip.isError && <Alert severity="error">{errorMessage(trip.error, t('app.an_error_occurred'))}</Alert>}
          {trip.data && students.length === 0 && <Alert severity="info">{t('ui.transport.no_students')}</Alert>}
          {students.length > 0 && (
            <Paper variant="outlined" sx={{ px: 2 }}>
              <List disablePadding>
                {students.map((student) => (
                  <StudentLine
                    key={student.studentId}
                    student={student}
                    onBoard={valueOf(student)}
                    onChange={(value) => setMarks((current) => ({ ...current, [student.studentId]: value }))}
                  />
                ))}
              </List>
            </Paper>
          )}
          {students.length > 0 && (
            <Button variant="contained" size="large" onClick={submit} disabled={save.isPending}>
              {t('ui.transport.save')}
            </Button>
          )}
        </Stack>
      )}
    </>
  );
};

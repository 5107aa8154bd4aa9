import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROOM_KINDS } from '@kampus/contract/resources';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldMessages } from '../../api/client.ts';
import { useFreeRooms, type FreeRoomsAsk } from '../../api/room-bookings.ts';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useSchoolClock } from '../home/use-school-clock.ts';
import { FreeRoomCard, TakenRoomCard } from './RoomCards.tsx';

const GRID = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
};

/** The next whole hour on the school's clock and the hour after it: what one looks for first. */
const nextHour = (time: string): { from: string; until: string } => {
  const hour = Math.min(Number(time.slice(0, 2)) + 1, 22);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { from: `${pad(hour)}:00`, until: `${pad(hour + 1)}:00` };
};

/**
 * Free rooms (issue 32, part 5): a day and a span, optionally a kind and the seats needed; the
 * rooms free for the whole span, each bookable in place, and the taken ones with what holds them.
 */
export const FreeRoomsPage = () => {
  const { t } = useTranslation();
  const clock = useSchoolClock();
  // What is asked lives in the address: a reload, or a link sent to a colleague, asks the same.
  const [params, setParams] = useSearchParams();
  const first = nextHour(clock.time);
  const ask: FreeRoomsAsk = {
    date: params.get('date') || clock.date,
    from: params.get('from') ?? first.from,
    until: params.get('until') ?? first.until,
    kind: params.get('kind') ?? '',
    capacity: params.get('capacity') ?? '',
  };
  const rooms = useFreeRooms(ask);
  const errors = fieldMessages(rooms.error);
  const set = (change: Partial<FreeRoomsAsk>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ ...ask, ...change })) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const field = (name: keyof FreeRoomsAsk) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  return (
    <>
      <PageHeader title={t('ui.rooms.free_title')} />
      <Typography sx={{ mb: 2 }}>{t('ui.rooms.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, flexWrap: 'wrap' }} useFlexGap>
        <DateInput
          kind="date"
          label={t('ui.rooms.date')}
          value={ask.date}
          onChange={(value) => set({ date: value })}
          {...field('date')}
        />
        <DateInput
          kind="time"
          label={t('ui.rooms.from')}
          value={ask.from}
          onChange={(value) => set({ from: value })}
          {...field('from')}
        />
        <DateInput
          kind="time"
          label={t('ui.rooms.until')}
          value={ask.until}
          onChange={(value) => set({ until: value })}
          {...field('until')}
        />
        <TextField
          select
          label={t('ui.rooms.kind')}
          value={ask.kind}
          onChange={(event) => set({ kind: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
          {...field('kind')}
        >
          <MenuItem value="">{t('ui.rooms.any_kind')}</MenuItem>
          {ROOM_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`ui.values.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          label={t('ui.rooms.capacity')}
          value={ask.capacity}
          onChange={(event) => set({ capacity: event.target.value })}
          slotProps={{ htmlInput: { min: 1, max: 2000, inputMode: 'numeric' } }}
          sx={{ minWidth: { sm: 180 } }}
          {...field('capacity')}
        />
      </Stack>
      {rooms.isLoading && <PageSpinner />}
      {rooms.error && Object.keys(errors).length === 0 && (
        <Alert severity="error">{errorMessage(rooms.error, t('app.an_error_occurred'))}</Alert>
      )}
      {rooms.data && !rooms.error && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('ui.rooms.free')}
          </Typography>
          {rooms.data.free.length === 0 ? (
            <Typography color="text.secondary">{t('ui.rooms.none_free')}</Typography>
          ) : (
            <Box sx={GRID}>
              {rooms.data.free.map((room) => (
                <FreeRoomCard key={room.id} room={room} date={ask.date} from={ask.from} until={ask.until} />
              ))}
            </Box>
          )}
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {t('ui.rooms.taken')}
          </Typography>
          {rooms.data.taken.length === 0 ? (
            <Typography color="text.secondary">{t('ui.rooms.none_taken')}</Typography>
          ) : (
            <Box sx={GRID}>
              {rooms.data.taken.map((room) => (
                <TakenRoomCard key={room.id} room={room} date={ask.date} />
              ))}
            </Box>
          )}
        </>
      )}
    </>
  );
};

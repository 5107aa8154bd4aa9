import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FreeRooms } from '../../api/room-bookings.ts';
import { BookRoomForm } from './BookRoomForm.tsx';

type Room = FreeRooms['free'][number];
type Taken = FreeRooms['taken'][number];

const short = (time: string): string => time.slice(0, 5);

/** The room's kind and seats, as one line under its name. */
const RoomLine = ({ room }: { room: Room }) => {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary">
      {t(`ui.values.${room.kind}`)} · {t('ui.rooms.seats', { count: room.capacity })}
    </Typography>
  );
};

/**
 * The room's week (its lessons and bookings) from the day asked: what else holds it that week
 * is the next question after whether it is free now.
 */
const WeekLink = ({ room, date }: { room: Room; date: string }) => {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={`/timetable/week?${new URLSearchParams({ room: String(room.id), date }).toString()}`}
      aria-label={t('ui.rooms.room_week', { room: room.name })}
    >
      {t('ui.rooms.week')}
    </Button>
  );
};

/** A free room: its name, kind and seats, and Book, which opens the booking form in the card. */
export const FreeRoomCard = ({
  room,
  date,
  from,
  until,
}: {
  room: Room;
  date: string;
  from: string;
  until: string;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bookButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Back to the button that opened the form, so a keyboard user goes on from where they were.
    window.setTimeout(() => bookButton.current?.focus(), 0);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={room.name}>
      <Typography variant="subtitle1" component="h3">
        <bdi>{room.name}</bdi>
      </Typography>
      <RoomLine room={room} />
      {open ? (
        <BookRoomForm room={room} date={date} from={from} until={until} onDone={close} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            ref={bookButton}
            variant="outlined"
            aria-label={t('ui.rooms.book_room', { room: room.name })}
            onClick={() => setOpen(true)}
          >
            {t('ui.rooms.book')}
          </Button>
          <WeekLink room={room} date={date} />
        </Box>
      )}
    </Paper>
  );
};

/** A taken room: its name, kind and seats, each lesson or booking holding it in the span, and its week. */
export const TakenRoomCard = ({ room, date }: { room: Taken; date: string }) => {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={room.name}>
      <Typography variant="subtitle1" component="h3">
        <bdi>{room.name}</bdi>
      </Typography>
      <RoomLine room={room} />
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {room.heldBy.map((holder) => (
          <li key={`${holder.kind}-${holder.startTime}-${holder.title}`}>
            <Typography component="span">
              {t(holder.kind === 'lesson' ? 'ui.rooms.lesson' : 'ui.rooms.booking')}:{' '}
              {t('ui.rooms.held', {
                what: holder.title,
                from: short(holder.startTime),
                until: short(holder.endTime),
              })}
            </Typography>
          </li>
        ))}
      </ul>
      <Box sx={{ mt: 1 }}>
        <WeekLink room={room} date={date} />
      </Box>
    </Paper>
  );
};

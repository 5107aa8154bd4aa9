import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BOOKING_KINDS, type BookingKind } from '@kampus/contract/resources';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldMessages } from '../../api/client.ts';
import { useCreate } from '../../api/resources.ts';
import { useSession } from '../../api/use-session.ts';
import { useNotify } from '../../app/notices.ts';

interface Props {
  room: { id: number; name: string };
  date: string;
  from: string;
  until: string;
  onDone: () => void;
}

/**
 * Books one free room for the span the page asked about: what for and what kind. The server
 * checks the room once more (someone may have booked it since): a clash comes back on
 * `startTime`, naming what holds the room, and is shown above the buttons.
 */
export const BookRoomForm = ({ room, date, from, until, onDone }: Props) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { schoolId } = useSession();
  const create = useCreate('room_bookings');
  const [purpose, setPurpose] = useState('');
  const [kind, setKind] = useState<BookingKind>('event');
  const errors = fieldMessages(create.error);
  // A clash or a time refused belongs to the span chosen above, not to a field of this form.
  const spanError = errors.startTime ?? errors.endTime ?? errors.room;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        school: `/api/schools/${schoolId ?? ''}`,
        room: `/api/rooms/${room.id}`,
        bookingDate: date,
        startTime: from,
        endTime: until,
        bookingKind: kind,
        bookingPurpose: purpose,
      },
      {
        onSuccess: () => {
          notify({ message: t('ui.rooms.booked', { room: room.name }), variant: 'success' });
          onDone();
        },
      },
    );
  };
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ mt: 2 }}
      onSubmit={submit}
      aria-label={t('ui.rooms.book_room', { room: room.name })}
    >
      <TextField
        required
        autoFocus
        label={t('fields.bookingPurpose')}
        value={purpose}
        onChange={(event) => setPurpose(event.target.value)}
        error={Boolean(errors.bookingPurpose)}
        helperText={errors.bookingPurpose}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label={t('fields.bookingKind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as BookingKind)}
        error={Boolean(errors.bookingKind)}
        helperText={errors.bookingKind}
      >
        {BOOKING_KINDS.map((each) => (
          <MenuItem key={each} value={each}>
            {t(`ui.values.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      {spanError && <Alert severity="error">{spanError}</Alert>}
      {create.error && !spanError && Object.keys(errors).length === 0 && (
        <Alert severity="error">{errorMessage(create.error, t('app.an_error_occurred'))}</Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('ui.rooms.book')}
        </Button>
        <Button onClick={onDone}>{t('ui.form.cancel')}</Button>
      </Stack>
    </Stack>
  );
};

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldMessages } from '../../api/client.ts';
import { useOccupancy, type Occupancy } from '../../api/dormitories.ts';
import { useCreate, useDelete } from '../../api/resources.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { RefAutocomplete } from '../generic/RefAutocomplete.tsx';
import { BuildingPicker } from './BuildingPicker.tsx';
import { useBuildings } from './use-buildings.ts';

type Room = Occupancy['rooms'][number];
type Bed = Room['beds'][number];
/** The chosen building's boarding fee for a season (a decimal string), or none. */
type Fee = string | null | undefined;

/**
 * A free bed's assignment: the student picker and Save, in place; with the building's boarding fee
 * offered (ticked) to be added to the student's fees of the season in the same save.
 */
const AssignBed = ({ room, bed, fee, onDone }: { room: Room; bed: Bed; fee: Fee; onDone: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const create = useCreate('bed_assignments');
  const [student, setStudent] = useState<number | null>(null);
  const [addFee, setAddFee] = useState(true);
  const errors = fieldMessages(create.error);
  const save = () => {
    if (student === null) return;
    create.mutate(
      {
        bed: `/api/dorm_beds/${bed.id}`,
        student: `/api/students/${student}`,
        addBoardingFee: Boolean(fee) && addFee,
      },
      { onSuccess: onDone },
    );
  };
  return (
    <Stack
      spacing={1}
      sx={{ mt: 1 }}
      role="group"
      aria-label={t('ui.dormitories.assign_title', { bed: bed.bedLabel, room: room.roomNumber })}
    >
      <RefAutocomplete
        target="students"
        label={t('ui.dormitories.student')}
        size="small"
        required
        value={student}
        onChange={setStudent}
        error={Boolean(errors.student ?? errors.bed)}
        helperText={errors.student ?? errors.bed}
      />
      {fee && (
        <FormControlLabel
          control={<Checkbox checked={addFee} onChange={(event) => setAddFee(event.target.checked)} />}
          label={t('ui.dormitories.add_fee', { amount: formatMoney(fee, language) })}
        />
      )}
      {create.error && !errors.student && !errors.bed && (
        <Alert severity="error">{errorMessage(create.error, t('app.an_error_occurred'))}</Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" disabled={student === null || create.isPending} onClick={save}>
          {t('ui.dormitories.save')}
        </Button>
        <Button size="small" onClick={onDone}>
          {t('ui.dormitories.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
};

const BedLine = ({ room, bed, fee }: { room: Room; bed: Bed; fee: Fee }) => {
  const { t } = useTranslation();
  const [assigning, setAssigning] = useState(false);
  const free = useDelete('bed_assignments');
  return (
    <Box sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={bed.bedLabel} />
        <Typography sx={{ flex: 1, minWidth: 120 }} color={bed.student ? 'text.primary' : 'text.secondary'}>
          {bed.student ? (
            <bdi>{bed.student.name}</bdi>
          ) : bed.isActive ? (
            t('ui.dormitories.bed_free')
          ) : (
            t('ui.dormitories.bed_out_of_use')
          )}
        </Typography>
        {bed.assignment !== null && (
          <Button
            size="small"
            disabled={free.isPending}
            onClick={() => bed.assignment !== null && free.mutate(bed.assignment)}
          >
            {t('ui.dormitories.unassign')}
          </Button>
        )}
        {bed.student === null && bed.isActive && !assigning && (
          <Button size="small" variant="outlined" onClick={() => setAssigning(true)}>
            {t('ui.dormitories.assign')}
          </Button>
        )}
      </Stack>
      {assigning && <AssignBed room={room} bed={bed} fee={fee} onDone={() => setAssigning(false)} />}
    </Box>
  );
};

/** A building's occupancy: each room with its beds, who sleeps in each this season, and a free bed assigned in place. */
export const OccupancyPage = () => {
  const { t } = useTranslation();
  const buildings = useBuildings();
  const occupancy = useOccupancy(buildings.chosen);
  const fee = buildings.items.find((building) => building.id === buildings.chosen)?.boardingFee;
  return (
    <>
      <PageHeader title={t('ui.dormitories.occupancy_title')} />
      {buildings.query.isLoading && <PageSpinner />}
      {buildings.query.isError && (
        <Alert severity="error">{errorMessage(buildings.query.error, t('app.an_error_occurred'))}</Alert>
      )}
      {buildings.query.isSuccess && buildings.items.length === 0 && (
        <Typography color="text.secondary">{t('ui.dormitories.no_buildings')}</Typography>
      )}
      {buildings.items.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <BuildingPicker items={buildings.items} value={buildings.chosen} onChange={buildings.choose} />
          {occupancy.data && (
            <Typography color="text.secondary">
              {t('ui.dormitories.beds_occupied', { occupied: occupancy.data.occupied, beds: occupancy.data.beds })}
            </Typography>
          )}
        </Stack>
      )}
      {occupancy.isError && <Alert severity="error">{errorMessage(occupancy.error, t('app.an_error_occurred'))}</Alert>}
      {occupancy.data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {occupancy.data.rooms.map((room) => {
            const title = t('ui.dormitories.room_title', { room: room.roomNumber });
            return (
              <Paper key={room.id} variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
                <Typography variant="subtitle1" component="h2">
                  {title}
                </Typography>
                {room.floor !== null && (
                  <Typography variant="body2" color="text.secondary">
                    {t('ui.dormitories.floor', { floor: room.floor })}
                  </Typography>
                )}
                {room.beds.map((bed) => (
                  <BedLine key={bed.id} room={room} bed={bed} fee={fee} />
                ))}
              </Paper>
            );
          })}
        </Box>
      )}
    </>
  );
};

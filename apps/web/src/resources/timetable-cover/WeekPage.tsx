import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WEEK_VIEWS } from '@kampus/contract/action';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptions } from '../../api/resources.ts';
import type { WeekChoice } from '../../api/timetable-cover.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { WeekView } from './WeekView.tsx';
import { useWeekChoice } from './use-week-choice.ts';

type View = WeekChoice['view'];
const RESOURCE: Record<View, string> = { class: 'classes', teacher: 'users', student: 'students', room: 'rooms' };
const LABEL: Record<View, string> = {
  class: 'ui.timetable.class',
  teacher: 'ui.timetable.teacher',
  student: 'ui.timetable.student',
  room: 'ui.timetable.room',
};
// Teachers are the users of the teacher kind (contract USER_TYPE.teacher).
const TEACHER_KIND = '6';

interface Option {
  id: number;
  label: string;
}

/** A class's title, a person's full name, a room's name. */
const labelOf = (record: Record<string, unknown>): string =>
  typeof record.title === 'string'
    ? record.title
    : `${String(record.name ?? '')} ${String(record.lastName ?? '')}`.trim();

/** Staff's weekly timetable: a class's, a teacher's, a student's or a room's week, chosen by name. */
export const WeekPage = () => {
  const { t } = useTranslation();
  const { view, id, date, setDate, choose } = useWeekChoice();
  const [search, setSearch] = useState('');
  const options = useOptions(RESOURCE[view], search, true, view === 'teacher' ? { userType: TEACHER_KIND } : undefined);
  const items: Option[] = (options.data?.items ?? []).map((record) => ({
    id: Number(record.id),
    label: labelOf(record as Record<string, unknown>),
  }));
  return (
    <>
      <PageHeader title={t('menu.weekly_timetable')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('ui.timetable.view')}
          value={view}
          onChange={(event) => choose({ view: event.target.value as View, id: null })}
          sx={{ minWidth: 160 }}
        >
          {WEEK_VIEWS.map((each) => (
            <MenuItem key={each} value={each}>
              {t(LABEL[each])}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          size="small"
          sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
          options={items}
          value={items.find((item) => item.id === id) ?? null}
          onChange={(_, item) => choose({ view, id: item?.id ?? null })}
          onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(item) => item.label}
          loading={options.isFetching}
          renderInput={(input) => <TextField {...input} label={t(LABEL[view])} />}
        />
      </Box>
      {id !== null && <WeekView choice={{ view, id, date }} onDate={setDate} />}
    </>
  );
};

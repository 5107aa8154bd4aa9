import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidDate } from '@kampus/contract/resource';
import { wallClock } from '@kampus/contract/resources';
import type { Language } from '@kampus/contract/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useAttendanceRegister,
  useMayUseRegister,
  useRegisterBatches,
  useRegisterClasses,
} from '../../api/attendance-register.ts';
import { errorMessage } from '../../api/client.ts';
import { useOutboxSync } from '../../api/register-sync.ts';
import { useSession } from '../../api/use-session.ts';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { formatDate } from '../../i18n/format.ts';
import { RegisterSheet } from './RegisterSheet.tsx';
import { naturalOrder, shortTime } from './register-rules.ts';

const positiveId = (value: string | null): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The group a register is of: a class, or a batch (an elective's section), as the select's value says it. */
type Group = { kind: 'classId' | 'batch'; id: number };

const groupValue = (group: Group | undefined): string => (group ? `${group.kind}:${group.id}` : '');

const parseGroup = (value: string): Group | undefined => {
  const [kind, id] = value.split(':');
  const parsed = positiveId(id ?? null);
  return (kind === 'classId' || kind === 'batch') && parsed ? { kind, id: parsed } : undefined;
};

/**
 * The attendance register (`/attendance/register?classId&date&scheduleId`, or `?batch=` for an
 * elective's section): a class or batch, a day and one of its lessons, every student of it with
 * their mark and a note. The choices live
 * in the address, so the teacher's home page, a reload and the back button all land on the same
 * register. Whether it can be saved is the server's answer (`editable`), the same rule it enforces.
 */
export const AttendanceRegisterPage = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const { school } = useActiveSchool();
  const [params, setParams] = useSearchParams();
  const may = useMayUseRegister();
  // Staff have no teacher's background sync: the open register sends its kept saves itself.
  useOutboxSync();
  const classes = useRegisterClasses(may === true);
  const batches = useRegisterBatches(may === true);
  const timeZone = (school as { timezone?: string | null } | undefined)?.timezone ?? undefined;
  const today = useMemo(() => wallClock(timeZone).date, [timeZone]);

  const dateParam = params.get('date');
  const date = dateParam && isValidDate(dateParam) ? dateParam : today;
  const classOptions = useMemo(
    () =>
      naturalOrder(
        (classes.data ?? []).map((row) => ({ id: row.id, title: String(row.title ?? '') })),
        language,
      ),
    [classes.data, language],
  );
  const batchOptions = useMemo(
    () =>
      naturalOrder(
        (batches.data ?? []).map((row) => ({ id: row.id, title: String(row.title ?? '') })),
        language,
      ),
    [batches.data, language],
  );
  const askedBatch = positiveId(params.get('batch'));
  const askedClass = positiveId(params.get('classId'));
  // The first class, or the first batch of a school without classes; chosen only once the lists
  // that decide it have answered, so a quick batch list does not open one register before the
  // class's replaces it (two reads, and the page drawn twice).
  const first: Group | undefined = classes.isPending
    ? undefined
    : classOptions[0]
      ? { kind: 'classId', id: classOptions[0].id }
      : batches.isPending
        ? undefined
        : batchOptions[0] && { kind: 'batch', id: batchOptions[0].id };
  const group: Group | undefined = askedClass
    ? { kind: 'classId', id: askedClass }
    : askedBatch
      ? { kind: 'batch', id: askedBatch }
      : first;
  const scheduleId = positiveId(params.get('scheduleId'));
  const register = useAttendanceRegister(
    group === undefined || may !== true ? null : { [group.kind]: group.id, date, scheduleId },
  );

  /** One choice changed: the later ones (a lesson of another class or day) are dropped. */
  const choose = (next: { group?: Group; date?: string; scheduleId?: number }) => {
    const merged = new URLSearchParams();
    const nextGroup = next.group ?? group;
    const nextDate = next.date ?? date;
    if (nextGroup) merged.set(nextGroup.kind, String(nextGroup.id));
    merged.set('date', nextDate);
    if (next.scheduleId) merged.set('scheduleId', String(next.scheduleId));
    setParams(merged, { replace: true });
  };

  const data = register.data;
  const title = t('ui.attendance_register.title');
  if (may === false)
    return (
      <Box>
        <PageHeader title={title} crumbs={[{ label: title }]} />
        <Alert severity="error">{t('errors.forbidden')}</Alert>
      </Box>
    );
  return (
    <Box>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
          mb: 2,
        }}
      >
        <TextField
          select
          label={t('ui.attendance_register.class')}
          value={groupValue(group)}
          onChange={(event) => {
            const chosen = parseGroup(event.target.value);
            if (chosen) choose({ group: chosen });
          }}
          disabled={classOptions.length === 0 && batchOptions.length === 0}
        >
          {/* Headings only when there are sections: a school without electives sees its classes alone. */}
          {batchOptions.length > 0 && <ListSubheader>{t('ui.attendance_register.classes_group')}</ListSubheader>}
          {classOptions.map((option) => (
            <MenuItem key={`c${option.id}`} value={groupValue({ kind: 'classId', id: option.id })}>
              <bdi>{option.title}</bdi>
            </MenuItem>
          ))}
          {batchOptions.length > 0 && <ListSubheader>{t('ui.attendance_register.batches_group')}</ListSubheader>}
          {batchOptions.map((option) => (
            <MenuItem key={`b${option.id}`} value={groupValue({ kind: 'batch', id: option.id })}>
              <bdi>{option.title}</bdi>
            </MenuItem>
          ))}
        </TextField>
        {/* The app's date picker: the language's order and names, ISO in the address. */}
        <DateInput
          kind="date"
          label={t('ui.attendance_register.date')}
          value={date}
          onChange={(next) => {
            if (isValidDate(next)) choose({ date: next });
          }}
          helperText={formatDate(date, language as Language)}
        />
        <TextField
          select
          label={t('ui.attendance_register.lesson')}
          value={data?.scheduleId ?? ''}
          onChange={(event) => choose({ scheduleId: Number(event.target.value) })}
          disabled={!data || data.lessons.length === 0}
        >
          {(data?.lessons ?? []).map((lesson) => (
            <MenuItem key={lesson.id} value={lesson.id}>
              {/* Times read left to right in every language: isolated, right-to-left cannot swap them. */}
              <span dir="ltr">
                {shortTime(lesson.enterTime)}–{shortTime(lesson.exitTime)}
              </span>
              {lesson.teacherName ? ` ${lesson.teacherName}` : ''}
              {lesson.isDoneAttendance === '1' ? ` · ${t('ui.attendance_register.taken')}` : ''}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {(register.isFetching || classes.isLoading) && (
        <LinearProgress aria-label={t('ui.attendance_register.loading')} sx={{ mb: 2 }} />
      )}
      {classes.data && !batches.isLoading && classOptions.length === 0 && batchOptions.length === 0 && (
        <Alert severity="info">{t('ui.attendance_register.no_classes')}</Alert>
      )}
      {register.isError && <Alert severity="error">{errorMessage(register.error, t('app.an_error_occurred'))}</Alert>}
      {data && data.lessons.length === 0 && (
        <Alert severity="info">
          {t('ui.attendance_register.no_lessons', {
            className: (data.class ?? data.batch)?.title ?? '',
            date: formatDate(date, language as Language),
          })}
        </Alert>
      )}
      {data && data.scheduleId !== null && (
        <RegisterSheet
          key={`${data.scheduleId}:${data.date}`}
          register={data}
          scheduleId={data.scheduleId}
          timeZone={timeZone}
        />
      )}
      {data && data.scheduleId !== null && data.lines.length === 0 && (
        <Typography color="text.secondary">{t('ui.attendance_register.no_students')}</Typography>
      )}
    </Box>
  );
};

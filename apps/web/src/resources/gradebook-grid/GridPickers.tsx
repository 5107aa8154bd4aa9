import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { idOf } from '@kampus/contract/resource';
import type { classes, courses, schools, seasons } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { useOptions } from '../../api/resources.ts';
import { named } from '../../api/typed.ts';
import { useSession } from '../../api/use-session.ts';
import { nameIn } from '../generic/name-in.ts';

/** The title of the option a reference (`/api/schools/2`) points at, if loaded. */
const titleOf = (items: readonly { id: number; title?: unknown }[] | undefined, iri: unknown): string | undefined => {
  const found = items?.find((item) => item.id === idOf(iri));
  return found?.title === undefined ? undefined : String(found.title);
};

interface Props {
  classId: number | undefined;
  courseId: number | undefined;
  onChange: (next: { classId: number | undefined; courseId: number | undefined }) => void;
  /** False for a page about a whole class (graduation progress): the class alone is chosen. */
  withCourse?: boolean;
}

/**
 * The class and course of the grid. A teacher's list of classes is the ones they teach (the
 * classes' own reach: homeroom or a lesson), staff see their school's; courses are the school's.
 */
export const GridPickers = ({ classId, courseId, onChange, withCourse = true }: Props) => {
  const { t } = useTranslation();
  const { language } = useSession();
  // By typed name: the declarations stay out of the grid's cold open (docs/web.md).
  const classOptions = useOptions(named<typeof classes>('classes'), '', true);
  const courseOptions = useOptions(named<typeof courses>('courses'), '', withCourse);
  // A repeated class name (a 9-A in two schools, or this season's and the next's) says whose it is.
  const classRows = classOptions.data?.items ?? [];
  const titles = classRows.map((row) => String(row.title));
  const repeated = titles.some((title, index) => titles.indexOf(title) !== index);
  const schoolOptions = useOptions(named<typeof schools>('schools'), '', repeated);
  const seasonOptions = useOptions(named<typeof seasons>('seasons'), '', repeated);
  const classLabel = (row: (typeof classRows)[number]): string => {
    const title = String(row.title);
    const twins = classRows.filter((other) => String(other.title) === title);
    if (twins.length < 2) return title;
    const sameSchool = twins.every((other) => String(other.school) === String(row.school));
    const owner = sameSchool
      ? titleOf(seasonOptions.data?.items, row.season)
      : titleOf(schoolOptions.data?.items, row.school);
    return owner ? `${title} · ${owner}` : title;
  };
  const number = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        label={t('ui.gradebook_grid.class')}
        value={classId === undefined ? '' : String(classId)}
        onChange={(event) => onChange({ classId: number(event.target.value), courseId })}
        sx={{ minWidth: 200 }}
        size="small"
      >
        {classRows.map((row) => (
          <MenuItem key={row.id} value={String(row.id)}>
            <bdi>{classLabel(row)}</bdi>
          </MenuItem>
        ))}
      </TextField>
      {withCourse && (
        <TextField
          select
          label={t('ui.gradebook_grid.course')}
          value={courseId === undefined ? '' : String(courseId)}
          onChange={(event) => onChange({ classId, courseId: number(event.target.value) })}
          sx={{ minWidth: 240 }}
          size="small"
        >
          {(courseOptions.data?.items ?? []).map((row) => (
            <MenuItem key={row.id} value={String(row.id)}>
              {/* A course the demo seeded, in the reader's language ("Matematik 9"). */}
              <bdi>{nameIn('courses', String(row.title), language)}</bdi>
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
};

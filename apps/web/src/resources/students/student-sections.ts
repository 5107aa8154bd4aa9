import { areaScreens } from '../../app/screen-registry.ts';
import type { StudentSection } from '../../app/screens.ts';

/**
 * The tabs of a student's profile (`/student/{id}/{section}`), in order: each area brings its own
 * (`studentSections` in its `screens.tsx`, drawn by its own component), so a feature adds a tab
 * without editing the profile.
 */
const studentSections: readonly StudentSection[] = areaScreens.flatMap((area) => area.studentSections ?? []);

/** The section a path names, or undefined (an unknown section is not found). */
export const sectionOf = (key: string | undefined): StudentSection | undefined =>
  studentSections.find((section) => section.key === (key ?? 'overview'));

/**
 * The sections a person is shown: those whose resource they may list (a parent does not list
 * the school's tags), and every section without a resource.
 */
export const visibleSections = (mayList: (resource: string) => boolean): StudentSection[] =>
  studentSections.filter((section) => section.resource === undefined || mayList(section.resource));

/** An attendance's type title as read (`{id, title}` embedded), or null when none (present). */
const attendanceTypeTitle = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'title' in value ? String(value.title) : null;

/** How many of a student's attendances fall under each type: the season's summary. */
export const summarizeAttendance = (rows: readonly Record<string, unknown>[]): Map<string | null, number> => {
  const counts = new Map<string | null, number>();
  for (const row of rows) {
    const title = attendanceTypeTitle(row.attendanceType);
    counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  return counts;
};

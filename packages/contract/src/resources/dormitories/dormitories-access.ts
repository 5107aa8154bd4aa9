import { duties, own, staff, type Grant } from '../../resource/index.ts';

/** The boarding house's keeper: the school's warden (a `staff_duties` row, docs/security.md "Duties"). */
export const wardens: readonly Grant[] = duties('warden');

/** Who reads the buildings, rooms and beds: the school's staff and its wardens. */
export const dormReaders: readonly Grant[] = [...staff, ...wardens];

/**
 * Who reads a leave request: the warden who decides it and the student's own family. Not plain
 * staff or teachers: a reason and a destination are a family's affairs told to the warden.
 */
export const leaveReaders: readonly Grant[] = [...wardens, ...own('parent', 'student')];

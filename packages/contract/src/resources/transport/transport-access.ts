import { duties, own, staff, type Grant } from '../../resource/index.ts';

/** Who runs the buses on the day: the school's transport escorts (a `staff_duties` row, docs/security.md). */
export const escorts: readonly Grant[] = duties('transport_escort');

/** Who reads the routes, stops, vehicles and drivers: staff of the school and its escorts. */
export const transportReaders: readonly Grant[] = [...staff, ...escorts];

/** Who reads a student's seat and boarding: staff, escorts and the student's own family. */
export const transportFamilyReads: readonly Grant[] = [...transportReaders, ...own('parent', 'student')];

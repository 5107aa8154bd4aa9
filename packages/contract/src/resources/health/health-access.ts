import { duties, type Grant } from '../../resource/index.ts';

/** Who keeps health records: the school's nurse and its designated health staff (docs/health.md). */
export const healthStaff: readonly Grant[] = duties('nurse', 'health_designate');

/** Who reads them: the health staff and the student's own parents; no teacher, no other staff. */
export const healthReaders: readonly Grant[] = [...healthStaff, 'parent:own'];

import { attendanceTypes, UNKNOWN_ATTENDANCE_TYPE_ID } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { tableOf } from '../../db/resource-tables.ts';

/**
 * Kinds of absence, reference data of every installation. Ids are fixed: the teacher pop-up
 * writes "unknown" as id 100 (platform spec section 9). `status` picks the colour (0 to 4).
 */
const ATTENDANCE_TYPES: { id: number; title: string; shortCode: string; status: number }[] = [
  { id: 1, title: 'Absent', shortCode: 'A', status: 1 },
  { id: 2, title: 'Late', shortCode: 'L', status: 2 },
  { id: 3, title: 'Excused absence', shortCode: 'E', status: 3 },
  { id: 4, title: 'Medical report', shortCode: 'M', status: 3 },
  { id: 5, title: 'Left early', shortCode: 'LE', status: 2 },
  { id: 6, title: 'School activity', shortCode: 'SA', status: 4 },
  { id: UNKNOWN_ATTENDANCE_TYPE_ID, title: 'Unknown', shortCode: 'U', status: 1 },
];

export const seedAttendanceTypes = async (db: Db): Promise<void> => {
  if ((await system(db).of(attendanceTypes).count()) > 0) return;
  // Fixed ids, so a typed insert of its own rather than the repository's (which numbers rows).
  await db.insert(tableOf(attendanceTypes)).values(ATTENDANCE_TYPES);
  // Types added later get ids after the fixed ones.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('attendance_types', 'id'), (select max(id) from attendance_types))`,
  );
};

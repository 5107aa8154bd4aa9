import { attendanceTypes, UNKNOWN_ATTENDANCE_TYPE_ID } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { tableOf } from '../../db/resource-tables.ts';

/**
 * Kinds of absence, reference data of every installation. Ids are fixed: the teacher pop-up
 * writes "unknown" as id 100 (platform spec section 9), the register offers late and excused
 * beside absent. `status` picks the colour (0 to 4: present, absent, late, excused, other).
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

/**
 * Adds every fixed type an installation lacks, by id, at each start: a new installation gets
 * them all, an existing one the ones added since (late and excused came with the register). A
 * type an installation renamed or recoloured keeps its own text and colour.
 */
export const seedAttendanceTypes = async (db: Db): Promise<void> => {
  const present = new Set((await system(db).of(attendanceTypes).list()).map((row) => row.id));
  const missing = ATTENDANCE_TYPES.filter((type) => !present.has(type.id));
  if (missing.length === 0) return;
  // Fixed ids, so a typed insert of its own rather than the repository's (which numbers rows).
  // `on conflict do nothing`: two nodes starting together both try, one wins.
  await db.insert(tableOf(attendanceTypes)).values(missing).onConflictDoNothing();
  // Types added later get ids after the fixed ones.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('attendance_types', 'id'), (select max(id) from attendance_types))`,
  );
};

import { attendanceRegisterAction, saveAttendanceRegisterAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { readRegister, saveRegister } from './attendance-register.operation.ts';

export const attendanceRegister = implement(
  attendanceRegisterAction,
  async ({ db, ctx, input }) => readRegister(db, ctx, input.query),
  { discloses: (output) => output.lines.map((line) => line.student.id) },
);

/** Declared transactional and idempotent: every mark of the lesson or none, a repeated key answers the first answer. */
export const saveAttendanceRegister = implement(saveAttendanceRegisterAction, async ({ db, ctx, input }) =>
  saveRegister(db, ctx, input.body),
);

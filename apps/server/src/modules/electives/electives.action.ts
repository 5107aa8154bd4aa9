import {
  electivePlacementAction,
  placeElectivesAction,
  saveStudentChoicesAction,
  studentElectivesAction,
  students,
  withdrawCourseRequestAction,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { system } from '../../core/repository.ts';
import { placeElectives, placementSummary } from './placement.operation.ts';
import { saveChoices, studentElectives, withdrawRequest } from './student-electives.operation.ts';

export const electivePlacement = implement(electivePlacementAction, async ({ db, ctx }) => placementSummary(db, ctx));

export const placeSeasonElectives = implement(placeElectivesAction, async ({ db, ctx, input }) =>
  placeElectives(db, ctx, input.body),
);

// The engine loaded the student through the caller's reach; its typed row is read again here.
export const studentElectiveChoices = implement(studentElectivesAction, async ({ db, ctx, record }) =>
  studentElectives(db, ctx, await system(db).of(students).get(record.id)),
);

export const saveStudentElectiveChoices = implement(saveStudentChoicesAction, async ({ db, ctx, record, input }) =>
  saveChoices(db, ctx, await system(db).of(students).get(record.id), input.body),
);

export const withdrawCourseRequest = implement(withdrawCourseRequestAction, async ({ db, ctx, record }) =>
  withdrawRequest(db, ctx, record.id),
);

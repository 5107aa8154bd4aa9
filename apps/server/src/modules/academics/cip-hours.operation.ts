import { cipActivities, cipParticipants, students, toHundredths } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { familyGrant } from './family-grant.ts';

const hoursText = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/**
 * GET /api/students/{id}/cip_hours: the activities a student took part in and the sum of their
 * hours. The student is read as the caller may see them (a family its own, staff and teachers
 * their schools'): anyone else's is a 404.
 */
export const studentCipHours = async (db: Db, ctx: RequestContext, id: number) => {
  const grant = familyGrant(ctx);
  const repo = scoped(db, ctx, { across: 'reach' });
  const student = await repo.of(students, grant).get(id);
  const taken = await repo.of(cipParticipants, grant).list({ student: student.id });
  const activities = await repo
    .of(cipActivities, grant)
    .list({ id: taken.map((row) => row.activity) }, { order: { activityDate: 'asc' } });
  const total = activities.reduce((sum, activity) => sum + (toHundredths(activity.hours) ?? 0), 0);
  return {
    student: student.id,
    hours: hoursText(total),
    activities: activities.map((activity) => ({
      id: activity.id,
      title: activity.title,
      activityDate: activity.activityDate,
      hours: activity.hours,
    })),
  };
};

import { lessonCovers, readableDate, schedules, translate, type Language, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolsOffOn } from '../school-holidays/school-days.ts';
import { notifyUsers } from '../notifications/notify-users.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { dayOccupancy } from './busy-teachers.ts';
import { groupTitles, userNames } from './people-names.ts';
import { schoolTeachers } from './school-teachers.ts';

type Lesson = RowOf<typeof schedules>;

/**
 * The substitute hears of it in the app (and by mail, as they chose), in their own language (the
 * one they last used Kampus in, else the assigning person's), the day as they write it.
 */
const notifySubstitute = async (db: Db, ctx: RequestContext, lesson: Lesson, substitute: number, absent: number) => {
  const [groups, names] = await Promise.all([groupTitles(db, [lesson]), userNames(db, [absent])]);
  const values = {
    class: groups(lesson),
    time: lesson.enterTime.slice(0, 5),
    teacher: names.get(absent) ?? '',
  };
  await notifyUsers(db, {
    users: [substitute],
    school: lesson.school,
    student: null,
    kind: 'cover',
    render: (reader: Language) => {
      const words = { ...values, date: readableDate(reader, lesson.scheduleDate) };
      return {
        title: translate(reader, 'ui.cover.notify_subject', words),
        body: translate(reader, 'ui.cover.notify_body', words),
      };
    },
    link: `/timetable/mine?date=${lesson.scheduleDate}`,
    language: ctx.language,
  });
};

/**
 * Gives a lesson of that day to a substitute, in the action's transaction: the schedule row's
 * teacher becomes theirs (through the write path: hooks, audit), `lesson_covers` keeps the
 * absent teacher, the substitute is notified. The lesson is locked first, so two assignments
 * of one lesson queue. The same substitute again changes nothing and answers the same.
 */
export const assignCover = async (db: Db, ctx: RequestContext, body: { scheduleId: number; substitute: number }) => {
  const lesson = await scoped(db, ctx).of(schedules).lock(body.scheduleId);
  const existing = await system(db).of(lessonCovers).first({ schedule: lesson.id });
  const absent = existing?.absentTeacher ?? lesson.teacherId;
  const answer = { scheduleId: lesson.id, teacherId: body.substitute, absentTeacherId: absent };
  if (existing?.substitute === body.substitute && lesson.teacherId === body.substitute) return answer;
  if ((await schoolsOffOn(db, [lesson.school], lesson.scheduleDate)).size > 0)
    throw violation('scheduleId', 'ui.school_holidays.no_cover');
  if (body.substitute === absent) throw violation('substitute', 'ui.cover.same_teacher');
  if (!(await schoolTeachers(db, lesson.school)).has(body.substitute))
    throw violation('substitute', 'validation.wrong_user_kind');
  const occupancy = await dayOccupancy(db, lesson.scheduleDate, [body.substitute]);
  if (
    occupancy.teaching(body.substitute, lesson.enterTime, lesson.exitTime, lesson.id) ||
    occupancy.absent(body.substitute, lesson.enterTime, lesson.exitTime)
  )
    throw violation('substitute', 'ui.cover.substitute_busy');

  await scoped(db, ctx).of(schedules).update(lesson.id, { teacherId: body.substitute });
  const clock = await schoolClock(db, lesson.school);
  const cover = {
    substitute: body.substitute,
    assignedBy: ctx.caller?.id ?? null,
    assignedAt: `${clock.date} ${clock.time}`,
  };
  if (existing) await scoped(db, ctx).of(lessonCovers).update(existing.id, cover);
  else
    await scoped(db, ctx)
      .of(lessonCovers)
      .insert({
        school: lesson.school,
        season: lesson.season,
        schedule: lesson.id,
        coverDate: lesson.scheduleDate,
        absentTeacher: absent,
        ...cover,
      });
  await notifySubstitute(db, ctx, lesson, body.substitute, absent);
  return answer;
};

/** The lesson back to the teacher it was taken from, the cover gone; a lesson not covered is left as it is. */
export const undoCover = async (db: Db, ctx: RequestContext, scheduleId: number) => {
  const lesson = await scoped(db, ctx).of(schedules).lock(scheduleId);
  const cover = await system(db).of(lessonCovers).first({ schedule: lesson.id });
  if (!cover) return { scheduleId: lesson.id, teacherId: lesson.teacherId };
  await scoped(db, ctx).of(schedules).update(lesson.id, { teacherId: cover.absentTeacher });
  // The API refuses every delete of a server-written record; the action itself removes it.
  await system(db).of(lessonCovers).remove(cover.id);
  return { scheduleId: lesson.id, teacherId: cover.absentTeacher };
};

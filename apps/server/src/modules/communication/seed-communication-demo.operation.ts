import {
  classes,
  feedComments,
  feedLikes,
  feeds,
  onlineClasses,
  recentUpdates,
  schools,
  seasons,
  users,
  type DataOf,
} from '@kampus/contract';
import { system, type Where } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { schoolClock } from '../school-life/school-clock.ts';

const POSTS = [
  {
    title: 'Welcome to the new school year',
    by: 'school',
    feedType: 'news',
    shortText: 'Timetables, clubs and the first parents’ evening.',
    content:
      '## A warm welcome\n\nClasses start at **08:30**. Clubs open next week; sign up at the office.\n\n- Parents’ evening: Thursday, 18:00\n- Library: open every day until 16:00',
    tags: ['school-year', 'welcome'],
    audiences: [],
  },
  {
    title: 'Science fair: projects due next Friday',
    by: 'teacher',
    feedType: 'event',
    shortText: 'Bring your poster and your experiment to the hall.',
    content: 'Every class shows **one** project. Families are welcome from 14:00.',
    tags: ['science'],
    audiences: ['parents', 'students'],
  },
  {
    title: 'Staff meeting on Friday',
    by: 'school',
    feedType: 'announcement',
    shortText: 'Room 101, after the last lesson.',
    content: 'Agenda: the term’s exams and the online classes.',
    tags: [],
    audiences: ['staff', 'teachers'],
  },
] as const;

/**
 * Finds or inserts a row as the system: the poster and the writers of likes and comments are
 * read-only through the API (the caller), so the seed writes them directly.
 */
const ensureRow = async <R extends typeof feeds | typeof feedLikes | typeof feedComments>(
  db: Db,
  resource: R,
  match: Where<R> & Record<string, string | number>,
  data: Record<string, unknown>,
): Promise<{ id: number }> =>
  (await system(db).of(resource).first(match)) ??
  system(db)
    .of(resource)
    .insert({ ...match, ...data } as DataOf<R>);

const UPDATES = [
  {
    title: 'Online classes with BigBlueButton',
    body: 'Teachers start a class’s online lesson from the smart class screen; students join with one tap.',
  },
  {
    title: 'The school feed',
    body: 'Posts with pictures, likes and comments, shown to the whole school or to the groups you choose.',
  },
] as const;

/**
 * Demo High School's feed (three posts for different audiences, with likes and comments), an
 * online class today for the demo teacher's class, and two product news items. Idempotent.
 */
export const seedCommunicationDemo = async (db: Db): Promise<void> => {
  const repo = system(db);
  const today = new Date().toISOString().slice(0, 10);
  for (const update of UPDATES)
    await ensureRecord(
      db,
      recentUpdates,
      { title: update.title },
      { body: update.body, isActive: true, publishedAt: today },
    );
  const school = await repo.of(schools).first({ title: 'Demo High School' });
  const season = school ? await repo.of(seasons).first({ school: school.id, isDefault: true }) : undefined;
  if (!school || !season) return;
  const person = async (who: string) => repo.of(users).first({ email: `${who}@kampus.test` });
  const [staff, teacher, parent, student] = await Promise.all(['school', 'teacher', 'parent', 'student'].map(person));
  if (!staff || !teacher || !parent || !student) return;
  const clock = await schoolClock(db, school.id);
  const posts = [];
  for (const post of POSTS) {
    const { by, ...fields } = post;
    posts.push(
      await ensureRow(
        db,
        feeds,
        { school: school.id, title: post.title },
        {
          ...fields,
          tags: [...fields.tags],
          audiences: [...fields.audiences],
          commentsOn: true,
          poster: by === 'teacher' ? teacher.id : staff.id,
          postedAt: `${clock.date} 0${8 - posts.length}:00:00`,
        },
      ),
    );
  }
  const [welcome, fair] = posts;
  if (!welcome || !fair) return;
  for (const fan of [parent, student, teacher])
    await ensureRow(db, feedLikes, { school: school.id, feed: welcome.id, createdBy: fan.id }, {});
  await ensureRow(db, feedLikes, { school: school.id, feed: fair.id, createdBy: parent.id }, {});
  await ensureRow(
    db,
    feedComments,
    { school: school.id, feed: welcome.id, createdBy: parent.id },
    { comment: 'Thank you! Looking forward to the parents’ evening.' },
  );
  await ensureRow(
    db,
    feedComments,
    { school: school.id, feed: fair.id, createdBy: teacher.id },
    { comment: 'Posters may be A2 or A1.' },
  );
  // The first of the teacher's classes, which student@ sits in.
  const [klass] = await repo
    .of(classes)
    .list({ school: school.id, season: season.id, teacher: teacher.id }, { order: { title: 'asc' } });
  if (!klass) return;
  await ensureRecord(
    db,
    onlineClasses,
    { school: school.id, season: season.id, classId: klass.id, title: `${klass.title}: online lesson` },
    { teacher: teacher.id, startsAt: `${clock.date} 15:30:00`, duration: 40 },
  );
};

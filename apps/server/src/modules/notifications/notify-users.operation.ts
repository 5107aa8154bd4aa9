import {
  configurations,
  guardians,
  isLanguage,
  students,
  notifications,
  type Language,
  type NOTIFICATION_KINDS,
  type RowOf,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { announceNotification } from '../mail/mail-push.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { DELIVER_NOTIFICATION } from './deliver-notification.job.ts';
import { readerLanguagesOf } from './reader-language.ts';

/** The language a school writes to its families in: its `language` setting, else the fallback (the caller's). */
export const familyLanguage = async (tx: Db, school: number, fallback: Language): Promise<Language> => {
  const row = await system(tx).of(configurations).first({ school, key: 'language' });
  return row?.value && isLanguage(row.value) ? row.value : fallback;
};

/** The accounts of a student's guardians, once each (a guardian without an account has no one to tell in the app). */
export const guardianAccounts = async (tx: Db, student: number): Promise<number[]> => [
  ...new Set(
    (await system(tx).of(guardians).list({ studentId: student })).flatMap((guardian) =>
      guardian.user === null ? [] : [guardian.user],
    ),
  ),
];

/** A notice's words in one language. */
interface NoticeText {
  title: string;
  body: string;
}

/** Who a notice is for and what it is about, whatever language it is written in. */
interface NoticeBase {
  users: readonly number[];
  /** The school whose clock stamps the notice. */
  school: number;
  /** The student it is about, whose guardian's phone an SMS goes to; none for staff's notices. */
  student: number | null;
  kind: (typeof NOTIFICATION_KINDS)[number];
  link: string;
  /** The language of a reader who never used Kampus (the school's, else the caller's). */
  language: Language;
}

/**
 * What every area's notice says, to whom: the words already written (one language for all), or
 * `render`, which writes them in each reader's own language (the one they last used Kampus in),
 * so one family never reads the warden's Arabic beside the cashier's Turkish.
 */
export type Notice = NoticeBase & (NoticeText | { render: (language: Language) => NoticeText });

/**
 * The one way an area tells people something (docs/mail.md, "Parent notifications"): an in-app notification per
 * user, once each, in the caller's transaction (it commits or rolls back with the change it tells
 * of), announced to their open sessions, and a job that sends it by mail or SMS as each chose.
 * Written as the system: whoever acted need not read the readers' accounts. Answers how many were told.
 */
export const notifyUsers = async (tx: Db, notice: Notice): Promise<number> => {
  const readers = [...new Set(notice.users)];
  if (readers.length === 0) return 0;
  const clock = await schoolClock(tx, notice.school);
  const own = 'render' in notice ? await readerLanguagesOf(tx, readers) : new Map<number, Language>();
  const texts = new Map<Language, NoticeText>();
  const textIn = (language: Language): NoticeText => {
    if (!('render' in notice)) return notice;
    const text = texts.get(language) ?? notice.render(language);
    texts.set(language, text);
    return text;
  };
  for (const user of readers) {
    const language = own.get(user) ?? notice.language;
    const text = textIn(language);
    const notification = await system(tx)
      .of(notifications)
      .insert({
        user,
        kind: notice.kind,
        title: text.title,
        body: text.body,
        link: notice.link,
        isRead: false,
        notifiedAt: `${clock.date} ${clock.time}`,
      });
    await announceNotification(tx, notification.user, notification.id);
    await enqueue(tx, DELIVER_NOTIFICATION, {
      notificationId: notification.id,
      ...(notice.student === null ? {} : { studentId: notice.student }),
      language,
    });
  }
  return readers.length;
};

/**
 * A notice about a student to the people who follow them: each guardian with an account and the
 * student's own account, once each, in each reader's language (`render`), the school's language
 * (else `fallback`) for a reader who never used Kampus. Answers how many were told.
 */
export const notifyStudentFamily = async (
  tx: Db,
  student: Pick<RowOf<typeof students>, 'id' | 'school' | 'user'>,
  notice: Pick<NoticeBase, 'kind' | 'link'> & { render: (language: Language) => NoticeText; fallback: Language },
): Promise<number> => {
  const family = await guardianAccounts(tx, student.id);
  return notifyUsers(tx, {
    users: student.user === null ? family : [...family, student.user],
    school: student.school,
    student: student.id,
    kind: notice.kind,
    render: notice.render,
    link: notice.link,
    language: await familyLanguage(tx, student.school, notice.fallback),
  });
};

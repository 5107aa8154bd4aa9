import { mails, schools, users, wallClock, type MailMessage } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

type Who = 'school' | 'teacher' | 'parent' | 'student';

interface DemoMail {
  from: Who;
  to: Who[];
  cc?: Who[];
  bcc?: Who[];
  subject: string;
  body: string;
  /** Days before now. */
  ago: number;
  /** What the recipients did with it. */
  read?: boolean;
  starred?: boolean;
  trashed?: boolean;
}

/** Written in Turkish like the rest of the Turkish demo school's records. */
const DEMO: DemoMail[] = [
  {
    from: 'school',
    to: ['teacher', 'parent'],
    subject: 'Veli toplantısı',
    body: '<p>Veli toplantımız <b>cuma 17:00</b> saatinde konferans salonunda yapılacaktır.</p>',
    ago: 6,
    read: true,
    starred: true,
  },
  {
    from: 'teacher',
    to: ['parent'],
    cc: ['school'],
    subject: 'Deniz’in matematik ödevi',
    body: '<p>Merhaba Pelin Hanım,</p><p>Deniz bu hafta ödevini teslim etmedi. Birlikte bakabilir misiniz?</p>',
    ago: 3,
  },
  {
    from: 'parent',
    to: ['teacher'],
    subject: 'Ynt: Deniz’in matematik ödevi',
    body: '<p>Teşekkürler, bu akşam birlikte tamamlayacağız.</p>',
    ago: 2,
    read: true,
  },
  {
    from: 'student',
    to: ['teacher'],
    subject: 'Proje konusu',
    body: '<p>Öğretmenim, projem için <i>yenilenebilir enerji</i> konusunu seçebilir miyim?</p>',
    ago: 1,
    starred: true,
  },
  {
    from: 'teacher',
    to: ['student'],
    bcc: ['school'],
    subject: 'Ynt: Proje konusu',
    body: '<p>Elbette, güzel bir seçim.</p>',
    ago: 1,
  },
  {
    from: 'school',
    to: ['parent', 'student'],
    subject: 'Eski duyuru: servis saatleri',
    body: '<p>Servis saatleri değişmiştir.</p>',
    ago: 20,
    read: true,
    trashed: true,
  },
];

const DRAFTS: { who: Who; to: Who[]; subject: string; body: string }[] = [
  {
    who: 'teacher',
    to: ['school'],
    subject: 'Gezi planı (taslak)',
    body: '<p>Müze gezisi için önerim:</p><ul><li>Tarih: ...</li></ul>',
  },
  { who: 'parent', to: ['teacher'], subject: 'İzin talebi', body: '<p>Deniz yarın doktora gideceği için...</p>' },
];

/** A time some days ago on the school's wall clock, as mail sent then would carry. */
const at = (timeZone: string | null, daysAgo: number, index: number): string => {
  const clock = wallClock(timeZone, new Date(Date.now() - daysAgo * 86_400_000 - index * 60_000));
  return `${clock.date} ${clock.time}`;
};

/**
 * Demo mail between the demo users in every section (issue 14, item 9): received and read,
 * unread, starred, sent, drafts and trash, with to, cc and bcc. Written once: a start that finds
 * the teacher's mail in place does nothing.
 */
export const seedMailDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const people = await store.of(users).list({
    email: ['school@kampus.test', 'teacher@kampus.test', 'parent@kampus.test', 'student@kampus.test'],
  });
  const byWho = new Map(people.map((user) => [user.email.split('@')[0] as Who, user]));
  const teacher = byWho.get('teacher');
  if (!teacher || byWho.size < 4) return;
  if ((await store.of(mails).count({ user: teacher.id })) > 0) return;
  const timeZone = (await store.of(schools).first({ id: teacher.schoolId }))?.timezone ?? null;
  const person = (who: Who) => {
    const user = byWho.get(who)!;
    return { id: user.id, name: `${user.name} ${user.lastName}`, email: user.email };
  };
  const repo = store.of(mails);
  for (const [index, mail] of DEMO.entries()) {
    const sentAt = at(timeZone, mail.ago, index);
    const message: MailMessage = {
      subject: mail.subject,
      msgBody: mail.body,
      attachment: [],
      sender: person(mail.from),
      to: mail.to.map(person),
      cc: (mail.cc ?? []).map(person),
      bcc: (mail.bcc ?? []).map(person),
    };
    await repo.insert({ email: message, user: person(mail.from).id, isSender: true, isRead: true, sentAt });
    const roles: [Who, 'isTo' | 'isCc' | 'isBcc'][] = [
      ...mail.to.map((who) => [who, 'isTo'] as [Who, 'isTo']),
      ...(mail.cc ?? []).map((who) => [who, 'isCc'] as [Who, 'isCc']),
      ...(mail.bcc ?? []).map((who) => [who, 'isBcc'] as [Who, 'isBcc']),
    ];
    for (const [who, role] of roles) {
      await repo.insert({
        email: { ...message, bcc: [] },
        user: person(who).id,
        isTo: true,
        [role]: true,
        isRead: mail.read ?? false,
        isStarred: mail.starred ?? false,
        isTrashed: mail.trashed ?? false,
        sentAt,
      });
    }
  }
  for (const [index, draft] of DRAFTS.entries()) {
    await repo.insert({
      email: {
        subject: draft.subject,
        msgBody: draft.body,
        attachment: [],
        sender: person(draft.who),
        to: draft.to.map(person),
        cc: [],
        bcc: [],
      },
      user: person(draft.who).id,
      isDraft: true,
      isRead: true,
      sentAt: at(timeZone, 0, index),
    });
  }
};

import { mailTemplates, schools, smsTemplates } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { system } from '../../core/repository.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** Two templates per demo school (README, "Demo data"): an SMS and a mail, both with placeholders. */
export const seedMessagesDemo = async (db: Db): Promise<void> => {
  const demo = await system(db)
    .of(schools)
    .list({ title: ['Demo High School', 'Demo Middle School'] });
  for (const { id: school } of demo) {
    await ensureRecord(
      db,
      smsTemplates,
      { school, title: 'Parents’ evening' },
      {
        body: 'Dear {guardianName}, the parent meeting of {className} is on Friday at 17:00. We look forward to talking about {studentName}. {schoolName}',
      },
    );
    await ensureRecord(
      db,
      mailTemplates,
      { school, title: 'Term report ready' },
      {
        mailSubject: '{studentName}: the term report is ready',
        body: 'Dear {guardianName},\n\nThe term report of {studentName} ({className}) is ready in Kampus as of {date}.\n\nKind regards,\n{schoolName}',
      },
    );
  }
};

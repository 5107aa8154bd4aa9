import {
  careerRecords,
  counsellingSessions,
  guidanceReferrals,
  planAccommodations,
  planReviews,
  REFERRAL_STATUSES,
  referralFollowUps,
  schools,
  staffDuties,
  students,
  supportPlans,
  universityApplications,
  users,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/**
 * The demo school's guidance (docs/guidance.md): counsellor@kampus.test holds the counsellor duty
 * at Demo High School; a few sessions; two referrals from teacher@kampus.test (one open, one
 * accepted with a follow-up); a support plan for H0002 (9-A, the demo teacher's class) with
 * extra exam time and a front seat; a grade 12 student's career record and applications.
 * Ensured at every start: running it again changes nothing.
 */
export const seedGuidanceDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const high = await store.of(schools).first({ title: 'Demo High School' });
  const counsellor = await store.of(users).first({ email: 'counsellor@kampus.test' });
  const teacher = await store.of(users).first({ email: 'teacher@kampus.test' });
  if (!high || !counsellor || !teacher) return;
  await ensureRecord(db, staffDuties, { school: high.id, user: counsellor.id, duty: 'counsellor' }, {});
  const byNumber = async (studentNumber: string) => store.of(students).first({ school: high.id, studentNumber });
  const [planned, referred, followed, senior] = await Promise.all(['H0002', 'H0003', 'H0005', 'H0031'].map(byNumber));
  const ege = await store.of(students).first({ school: high.id, name: 'Ege', lastName: 'Öğrenci' });
  if (!planned || !referred || !followed || !senior || !ege) return;

  // Seeds write as the system: who counselled is set here, not by the hooks.
  const session = async (student: number, sessionDate: string, sessionKind: string, sessionNotes: string) => {
    const row = await ensureRecord(
      db,
      counsellingSessions,
      { student, sessionDate },
      {
        school: high.id,
        sessionKind,
        sessionNotes,
      },
    );
    if (row.counsellor === null) await store.of(counsellingSessions).update(row.id, { counsellor: counsellor.id });
  };
  await session(
    planned.id,
    '2026-10-06',
    'academic',
    'Reads slowly under time pressure; the school psychologist’s report confirms dyslexia. Agreed a support plan with the family.',
  );
  await session(
    followed.id,
    '2026-11-10',
    'personal',
    'Upset since her parents separated; sleeping badly. Will meet weekly until the end of term.',
  );
  await session(ege.id, '2026-11-18', 'family', 'Met his mother about homework routines at home.');
  await session(senior.id, '2026-11-20', 'career', 'Interested in computer engineering; discussed the YKS timeline.');

  // Created with the teacher and the day (read-only through the API, so through the repository):
  // the notice the counsellor gets as it is created names who referred and when.
  const referral = async (
    student: number,
    referralReason: string,
    referralStatus: (typeof REFERRAL_STATUSES)[number],
    referredOn: string,
  ) =>
    (await store.of(guidanceReferrals).first({ student, referralReason })) ??
    store.of(guidanceReferrals).insert({
      school: high.id,
      student,
      referralReason,
      referralStatus,
      referredBy: teacher.id,
      referredOn,
    });
  await referral(referred.id, 'Falls asleep in class and has stopped handing in homework.', 'open', '2026-11-25');
  const accepted = await referral(
    followed.id,
    'Withdrawn and tearful in lessons since the half-term break.',
    'accepted',
    '2026-11-06',
  );
  const followUp = await ensureRecord(
    db,
    referralFollowUps,
    { referral: accepted.id, followedUpOn: '2026-11-10' },
    {
      school: high.id,
      student: followed.id,
      followUpNote: 'First session held; family situation at home. Weekly sessions agreed; the mother informed.',
    },
  );
  if (followUp.counsellor === null)
    await store.of(referralFollowUps).update(followUp.id, { counsellor: counsellor.id });

  const plan = await ensureRecord(
    db,
    supportPlans,
    { student: planned.id, planStart: '2026-10-13' },
    {
      school: high.id,
      planGoals: 'Read set texts at her own pace; sit written exams without losing marks to time.',
      planNotes: 'Dyslexia (psychologist’s report of 2026-09-28). Reading speed about half her year’s.',
      planReviewDue: '2027-01-15',
      planStatus: 'active',
    },
  );
  await ensureRecord(
    db,
    planAccommodations,
    { plan: plan.id, accommodationKind: 'extra_exam_time' },
    {
      school: high.id,
      student: planned.id,
      accommodationDetail: '25% extra time in written exams',
    },
  );
  await ensureRecord(
    db,
    planAccommodations,
    { plan: plan.id, accommodationKind: 'preferential_seating' },
    {
      school: high.id,
      student: planned.id,
      accommodationDetail: 'Front row, near the board',
    },
  );
  await ensureRecord(
    db,
    planReviews,
    { plan: plan.id, reviewedOn: '2026-11-17' },
    {
      school: high.id,
      student: planned.id,
      reviewNote: 'Used the extra time in both maths exams and finished them; keep the plan as it is.',
    },
  );

  await ensureRecord(
    db,
    careerRecords,
    { student: senior.id, recordedOn: '2026-11-20' },
    {
      school: high.id,
      careerInterests: 'Computer engineering, robotics club, mathematics olympiad',
      careerNotes: 'Strong in maths; wants to study in Istanbul or Ankara.',
    },
  );
  await ensureRecord(
    db,
    universityApplications,
    { student: senior.id, university: 'Orta Doğu Teknik Üniversitesi' },
    {
      school: high.id,
      programme: 'Bilgisayar Mühendisliği',
      applicationResult: 'planned',
    },
  );
  await ensureRecord(
    db,
    universityApplications,
    { student: senior.id, university: 'Technische Universität München' },
    {
      school: high.id,
      programme: 'Informatics (BSc)',
      appliedOn: '2026-11-15',
      applicationResult: 'applied',
    },
  );
};

import {
  courseRequests,
  courses,
  electiveOffers,
  gradeLevels,
  schools,
  seasons,
  students,
  users,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { schoolClock } from '../school-life/school-clock.ts';

interface DemoOffer {
  key: string;
  title: string;
  code: string;
  block: 'A' | 'B';
  capacity: number;
  sections: number;
  teacher: string;
  summary: string;
}

/** Two option blocks for grade 9: the electives of a block run at the same time. */
const OFFERS: DemoOffer[] = [
  {
    key: 'R',
    title: 'Robotics',
    code: 'ROB9',
    block: 'A',
    capacity: 3,
    sections: 1,
    teacher: 'murat.kaya@kampus.test',
    summary: 'Build and program a small robot in teams.',
  },
  {
    key: 'D',
    title: 'Drama',
    code: 'DRA9',
    block: 'A',
    capacity: 4,
    sections: 1,
    teacher: 'elif.sahin@kampus.test',
    summary: 'Improvisation, voice and a short play at the end of term.',
  },
  {
    key: 'V',
    title: 'Visual Arts',
    code: 'ART9',
    block: 'A',
    capacity: 4,
    sections: 1,
    teacher: 'burak.arslan@kampus.test',
    summary: 'Drawing, printmaking and a class exhibition.',
  },
  {
    key: 'G',
    title: 'German A1',
    code: 'GER9',
    block: 'B',
    capacity: 3,
    sections: 2,
    teacher: 'ayse.demir@kampus.test',
    summary: 'A second foreign language from the first words, A1.',
  },
  {
    key: 'S',
    title: 'Spanish A1',
    code: 'SPA9',
    block: 'B',
    capacity: 4,
    sections: 1,
    teacher: 'kemal.yilmaz@kampus.test',
    summary: 'A second foreign language from the first words, A1.',
  },
  {
    key: 'C',
    title: 'Chess',
    code: 'CHS9',
    block: 'B',
    capacity: 2,
    sections: 1,
    teacher: 'teacher@kampus.test',
    summary: 'Openings, tactics and a school tournament.',
  },
];

/**
 * The choices of 9-A's students by student number, first choice first: Robotics is wanted by
 * more than it seats, and three students want only Chess, which seats two, so the first placement
 * leaves one of them waiting. Deniz (H0001) chose Robotics then Drama in block A and nothing in
 * block B yet.
 */
const CHOICES: Record<string, string[]> = {
  H0001: ['R', 'D'],
  H0002: ['R', 'D', 'V', 'G', 'S'],
  H0003: ['R', 'V', 'C'],
  H0004: ['R', 'D', 'C'],
  H0005: ['D', 'R', 'G', 'S'],
  H0006: ['R', 'V', 'D', 'S', 'C'],
  H0007: ['V', 'R', 'G', 'S', 'C'],
  H0008: ['R', 'D', 'S', 'G'],
  H0009: ['D', 'V', 'C'],
  H0010: ['R', 'C', 'G'],
};

/** Days from `day` (`YYYY-MM-DD`), as `YYYY-MM-DD`. */
const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo High School's electives (docs/timetable.md, "Course requests and electives"): six courses
 * in two blocks for grade 9, open for requests from five days before the first start until nine
 * (block A) and twelve (block B) days after it; 9-A's students' ranked choices, Deniz's among
 * them, not yet placed. Ensured at every start: running it again adds nothing.
 */
export const seedElectivesDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const high = await store.of(schools).first({ title: 'Demo High School' });
  if (!high) return;
  const season = await store.of(seasons).first({ school: high.id, isDefault: true });
  const grade = await store.of(gradeLevels).first({ school: high.id, title: 'Grade 9' });
  if (!season || !grade) return;
  const today = (await schoolClock(db, high.id)).date;
  const teachers = await store.of(users).list({ email: OFFERS.map((offer) => offer.teacher) });
  const offers = new Map<string, { id: number; block: string }>();
  for (const plan of OFFERS) {
    const course = await ensureRecord(
      db,
      courses,
      { season: season.id, code: plan.code },
      { school: high.id, title: `${plan.title} 9`, gradeLevel: grade.id, weeklyHours: 2, credit: 2, isActive: true },
    );
    const offer = await ensureRecord(
      db,
      electiveOffers,
      { season: season.id, title: plan.title },
      {
        school: high.id,
        course: course.id,
        block: plan.block,
        gradeLevel: grade.id,
        capacity: plan.capacity,
        sections: plan.sections,
        teacher: teachers.find((user) => user.email === plan.teacher)?.id ?? null,
        requestsOpen: plusDays(today, -5),
        requestsClose: plusDays(today, plan.block === 'A' ? 9 : 12),
        offerSummary: plan.summary,
      },
    );
    offers.set(plan.key, { id: offer.id, block: offer.block });
  }
  const pupils = await store.of(students).list({ school: high.id, studentNumber: Object.keys(CHOICES) });
  for (const pupil of pupils) {
    const ranks = new Map<string, number>();
    for (const key of CHOICES[pupil.studentNumber ?? ''] ?? []) {
      const offer = offers.get(key);
      if (!offer) continue;
      const rank = (ranks.get(offer.block) ?? 0) + 1;
      ranks.set(offer.block, rank);
      await ensureRecord(
        db,
        courseRequests,
        { student: pupil.id, offer: offer.id },
        { school: high.id, season: season.id, rank },
      );
    }
  }
};

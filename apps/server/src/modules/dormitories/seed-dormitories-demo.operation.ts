import {
  bedAssignments,
  dormBeds,
  dormBuildings,
  dormRooms,
  leaveRequests,
  schools,
  seasons,
  staffDuties,
  students,
  users,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** The demo buildings: title, who it houses, its rooms (number, floor, beds). */
const BUILDINGS = [
  {
    title: 'Erkek Yurdu',
    gender: 'boys',
    note: 'Bahçe kapısının yanındaki bina; belletmen odası zemin katta.',
    rooms: [
      ['101', 1, 4],
      ['102', 1, 4],
      ['201', 2, 2],
    ],
  },
  {
    title: 'Kız Yurdu',
    gender: 'girls',
    note: 'Spor salonunun karşısı; giriş kartla.',
    rooms: [
      ['101', 1, 4],
      ['102', 1, 4],
      ['201', 2, 2],
    ],
  },
] as const;

const BED_LABELS = ['A', 'B', 'C', 'D'];
/** A season's boarding fee in either building (Turkish lira, as the demo school's other fees). */
const BOARDING_FEE = '48000.00';
/** Boarders a building: Deniz and Ege first where they belong, then schoolmates of the same gender by id. */
const BOARDERS_PER_BUILDING = 5;

/**
 * Demo High School's boarding house (docs/dormitories.md): warden@kampus.test holds the warden
 * duty; a boys' and a girls' building, each with three rooms and their beds; parent@'s children
 * Deniz and Ege each in the building of their gender, five boarders a building this season; a
 * weekend leave parent@ asked for Ege, pending. Ensured at every start: running it again changes
 * nothing.
 */
export const seedDormitoriesDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const high = await store.of(schools).first({ title: 'Demo High School' });
  const warden = await store.of(users).first({ email: 'warden@kampus.test' });
  const parent = await store.of(users).first({ email: 'parent@kampus.test' });
  if (!high || !warden || !parent) return;
  const season = await store.of(seasons).first({ school: high.id, isDefault: true });
  if (!season) return;
  await ensureRecord(db, staffDuties, { school: high.id, user: warden.id, duty: 'warden' }, {});
  const deniz = await store.of(students).first({ school: high.id, name: 'Deniz', lastName: 'Öğrenci' });
  const ege = await store.of(students).first({ school: high.id, name: 'Ege', lastName: 'Öğrenci' });
  if (!deniz || !ege) return;
  const everyone = await store.of(students).list({ school: high.id }, { order: { id: 'asc' } });
  for (const plan of BUILDINGS) {
    const building = await ensureRecord(
      db,
      dormBuildings,
      { school: high.id, title: plan.title },
      // The boarding fee is offered for new boarders; the demo's boarders were placed without it.
      { buildingGender: plan.gender, buildingNote: plan.note, boardingFee: BOARDING_FEE },
    );
    const beds = [];
    for (const [roomNumber, floor, capacity] of plan.rooms) {
      const room = await ensureRecord(
        db,
        dormRooms,
        { building: building.id, roomNumber },
        { school: high.id, floor, capacity },
      );
      for (const bedLabel of BED_LABELS.slice(0, capacity))
        beds.push(await ensureRecord(db, dormBeds, { room: room.id, bedLabel }, { school: high.id }));
    }
    // parent@'s children first, in the building that houses them (the demo's genders are drawn at random).
    const gender = plan.gender === 'girls' ? 'female' : 'male';
    const family = [deniz, ege].filter((child) => child.gender === gender);
    const boarders = [
      ...family,
      ...everyone.filter((student) => student.gender === gender && !family.some((child) => child.id === student.id)),
    ].slice(0, BOARDERS_PER_BUILDING);
    for (const [index, student] of boarders.entries()) {
      const bed = beds[index];
      if (!bed) break;
      // A student already housed this season (by an earlier start or by staff) keeps their bed.
      if (await store.of(bedAssignments).first({ season: season.id, student: student.id })) continue;
      if (await store.of(bedAssignments).first({ season: season.id, bed: bed.id })) continue;
      await ensureRecord(
        db,
        bedAssignments,
        { season: season.id, student: student.id },
        { school: high.id, bed: bed.id, assignedOn: season.startDate ?? null },
      );
    }
  }
  await ensureRecord(
    db,
    leaveRequests,
    { season: season.id, student: ege.id, leaveFrom: '2026-12-04' },
    {
      school: high.id,
      leaveUntil: '2026-12-06',
      leaveReason: 'Anneannesinin doğum günü için hafta sonu ailesinin yanında olacak.',
      destination: 'Kadıköy, İstanbul (anneannesinin evi)',
      requestedBy: parent.id,
    },
  );
};

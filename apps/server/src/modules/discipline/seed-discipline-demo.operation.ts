import {
  disciplineActions,
  disciplineCodes,
  disciplineIncidents,
  incidentStudents,
  schools,
  seasons,
  students,
  users,
  type DisciplineActionKind,
  type IncidentRole,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** The demo codes: code, title, severity, points, the action it suggests. */
const CODES = [
  ['LATE', 'Late to class', 'minor', 1, 'warning'],
  ['PHONE', 'Phone use in class', 'minor', 2, 'warning'],
  ['DISRUPT', 'Disrupting the lesson', 'moderate', 3, 'detention'],
  ['CHEAT', 'Cheating', 'major', 5, 'parent_meeting'],
  ['DAMAGE', 'Damage to property', 'major', 5, 'parent_meeting'],
  ['BULLY', 'Bullying', 'severe', 10, 'suspension'],
  ['FIGHT', 'Fighting', 'severe', 10, 'suspension'],
] as const;

interface DemoIncident {
  code: (typeof CODES)[number][0];
  at: string;
  place: string;
  description: string;
  internal?: boolean;
  status: 'open' | 'under_review' | 'closed';
  /** Index in the school's students (by id), role, the first action and its dates. */
  involved: [number, IncidentRole, DisciplineActionKind | null, string?, string?][];
}

/** Seven incidents of the autumn term at Demo High School; student 0 is Deniz (student@, parent@'s child). */
const INCIDENTS: DemoIncident[] = [
  {
    code: 'LATE',
    at: '2026-09-15 08:52:00',
    place: 'Derslik H101',
    description: 'Arrived twenty minutes after the bell without a note.',
    status: 'closed',
    involved: [[3, 'instigator', 'warning']],
  },
  {
    code: 'PHONE',
    at: '2026-09-29 10:20:00',
    place: 'Kimya laboratuvarı',
    description: 'Used a phone during the experiment after two reminders.',
    status: 'closed',
    involved: [[5, 'instigator', 'warning']],
  },
  {
    code: 'DISRUPT',
    at: '2026-10-08 11:40:00',
    place: 'Derslik H102',
    description: 'Talked over the teacher repeatedly during the mathematics test review.',
    status: 'closed',
    involved: [
      [7, 'instigator', 'detention', '2026-10-10', '2026-10-10'],
      [8, 'participant', 'warning'],
    ],
  },
  {
    code: 'CHEAT',
    at: '2026-10-21 09:30:00',
    place: 'Derslik H103',
    description: 'Notes found under the desk during the history exam.',
    internal: true,
    status: 'closed',
    involved: [[11, 'instigator', 'parent_meeting', '2026-10-24']],
  },
  {
    code: 'FIGHT',
    at: '2026-11-04 12:45:00',
    place: 'Okul bahçesi',
    description: 'A quarrel over a football turned into a fight; both were separated by the duty teacher.',
    internal: true,
    status: 'closed',
    involved: [
      [12, 'instigator', 'suspension', '2026-11-05', '2026-11-06'],
      [14, 'participant', 'detention', '2026-11-07', '2026-11-07'],
      [0, 'witness', null],
    ],
  },
  {
    code: 'DAMAGE',
    at: '2026-11-18 14:10:00',
    place: 'Kütüphane',
    description: 'A library book was torn; the student offered to pay for it.',
    status: 'under_review',
    involved: [[9, 'instigator', 'parent_meeting', '2026-12-02']],
  },
  {
    code: 'BULLY',
    at: '2026-11-25 13:05:00',
    place: 'Koridor, ikinci kat',
    description: 'Repeated name-calling of a younger student, reported by a classmate.',
    internal: true,
    status: 'open',
    involved: [
      [16, 'instigator', 'parent_meeting', '2026-12-01'],
      [21, 'victim', null],
    ],
  },
];

const seedSchool = async (db: Db, school: number, reporter: number | null, withIncidents: boolean): Promise<void> => {
  const codes = new Map<string, { id: number; points: number }>();
  for (const [code, title, severity, defaultPoints, defaultActionKind] of CODES) {
    const row = await ensureRecord(
      db,
      disciplineCodes,
      { school, code },
      { title, severity, defaultPoints, defaultActionKind, isActive: true },
    );
    codes.set(code, { id: row.id, points: row.defaultPoints ?? defaultPoints });
  }
  if (!withIncidents) return;
  const store = system(db);
  const season = await store.of(seasons).first({ school, isDefault: true });
  const pupils = await store.of(students).list({ school }, { order: { id: 'asc' }, limit: 30 });
  if (!season || pupils.length < 22) return;
  for (const incident of INCIDENTS) {
    const code = codes.get(incident.code);
    if (!code) continue;
    const row = await ensureRecord(
      db,
      disciplineIncidents,
      { school, season: season.id, occurredAt: incident.at },
      {
        code: code.id,
        place: incident.place,
        description: incident.description,
        descriptionInternal: incident.internal ?? false,
        incidentStatus: incident.status,
      },
    );
    // The create operation leaves out read-only fields: the reporter is set as the system.
    if (row.reportedBy !== reporter) await store.of(disciplineIncidents).update(row.id, { reportedBy: reporter });
    for (const [index, role, kind, startDate, endDate] of incident.involved) {
      const pupil = pupils[index];
      if (!pupil) continue;
      const part = await ensureRecord(
        db,
        incidentStudents,
        { school, incident: row.id, studentId: pupil.id },
        { role, notifyParents: role !== 'witness' },
      );
      if (kind)
        await ensureRecord(
          db,
          disciplineActions,
          { school, incidentStudent: part.id, actionKind: kind },
          {
            startDate: startDate ?? null,
            endDate: endDate ?? null,
            actionStatus: incident.status === 'closed' ? 'done' : 'planned',
            followUp: incident.status === 'closed' ? 'Done; no repeat since.' : null,
          },
        );
    }
  }
};

/**
 * Discipline of the demo group: the seven codes at both demo schools, and at Demo High School
 * seven incidents of the autumn term reported by teacher@ (a suspension among their actions,
 * parent@'s child a witness of the fight). Idempotent like every seed; no notification is sent.
 */
export const seedDisciplineDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const teacher = (await store.of(users).first({ email: 'teacher@kampus.test' }))?.id ?? null;
  const demo = await store.of(schools).list({ title: ['Demo High School', 'Demo Middle School'] });
  for (const school of demo) await seedSchool(db, school.id, teacher, school.title === 'Demo High School');
};

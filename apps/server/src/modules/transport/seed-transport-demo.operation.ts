import {
  schoolBusFees,
  schools,
  seasons,
  staffDuties,
  students,
  transportAssignments,
  transportDrivers,
  transportRoutes,
  transportStops,
  transportVehicles,
  users,
  USER_TYPE,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../demo/seed-demo.operation.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** A stop: name, district, morning time, afternoon time (the afternoon runs the other way round). */
type DemoStop = [string, string, string, string];

interface DemoRoute {
  title: string;
  /** The bus fee the student records' demo gives the school (seed-student-records). */
  fee: string;
  plate: string;
  seats: number;
  driver: [string, string];
  stops: DemoStop[];
  /** Indexes in the school's students (by id): 0 is Deniz, parent@'s child. */
  riders: number[];
}

const ROUTES: DemoRoute[] = [
  {
    title: 'Servis 1: Şişli - Mecidiyeköy',
    fee: 'Route 1: Şişli - Mecidiyeköy',
    plate: '34 KMP 101',
    seats: 16,
    driver: ['Mehmet Yılmaz', '+90 532 555 11 01'],
    stops: [
      ['Mecidiyeköy Metro', 'Şişli', '07:10', '16:50'],
      ['Esentepe Parkı', 'Şişli', '07:20', '16:40'],
      ['Fulya Camii', 'Şişli', '07:30', '16:30'],
      ['Nişantaşı Abdi İpekçi', 'Şişli', '07:40', '16:20'],
    ],
    riders: [0, 1, 2, 3, 4, 5],
  },
  {
    title: 'Servis 2: Beşiktaş - Levent',
    fee: 'Route 2: Beşiktaş - Levent',
    plate: '34 KMP 202',
    seats: 14,
    driver: ['Ali Kaya', '+90 533 555 22 02'],
    stops: [
      ['Levent Metro', 'Beşiktaş', '07:05', '16:55'],
      ['Etiler Nispetiye', 'Beşiktaş', '07:15', '16:45'],
      ['Ortaköy Meydanı', 'Beşiktaş', '07:30', '16:30'],
      ['Beşiktaş İskele', 'Beşiktaş', '07:40', '16:20'],
    ],
    riders: [6, 7, 8, 9, 10],
  },
];

/**
 * The demo school's buses (docs/transport.md): escort@kampus.test (Esra Servis, school staff at
 * Demo High School) holds the transport escort duty and rides both routes; two routes with four
 * stops each in Şişli and Beşiktaş, a vehicle and a driver each, and eleven students seated for
 * the season, Deniz (parent@'s child) at the first stop of Servis 1. No fee is added and no
 * boarding is checked by the seed. Ensured at every start: running it again changes nothing.
 */
export const seedTransportDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const high = await store.of(schools).first({ title: 'Demo High School' });
  if (!high) return;
  const escort = await ensureRecord(
    db,
    users,
    { email: 'escort@kampus.test' },
    {
      name: 'Esra',
      lastName: 'Servis',
      userType: USER_TYPE.staff,
      schoolId: high.id,
      isSuperadmin: false,
      password: DEMO_PASSWORD,
    },
  );
  await ensureRecord(db, staffDuties, { school: high.id, user: escort.id, duty: 'transport_escort' }, {});
  const season = await store.of(seasons).first({ school: high.id, isDefault: true });
  const pupils = await store.of(students).list({ school: high.id }, { order: { id: 'asc' }, limit: 20 });
  for (const demo of ROUTES) {
    const vehicle = await ensureRecord(
      db,
      transportVehicles,
      { school: high.id, plate: demo.plate },
      { seats: demo.seats },
    );
    const [name, phone] = demo.driver;
    const driver = await ensureRecord(db, transportDrivers, { school: high.id, name }, { phone });
    const fee = await store.of(schoolBusFees).first({ school: high.id, title: demo.fee });
    const route = await ensureRecord(
      db,
      transportRoutes,
      { school: high.id, title: demo.title },
      { vehicle: vehicle.id, driver: driver.id, escort: escort.id, busFee: fee?.id ?? null },
    );
    const stops = [];
    for (const [index, [title, district, morning, afternoon]] of demo.stops.entries()) {
      stops.push(
        await ensureRecord(
          db,
          transportStops,
          { school: high.id, transportRoute: route.id, title },
          {
            district,
            morningOrder: index + 1,
            morningTime: morning,
            afternoonOrder: demo.stops.length - index,
            afternoonTime: afternoon,
          },
        ),
      );
    }
    if (!season) continue;
    for (const [place, index] of demo.riders.entries()) {
      const pupil = pupils[index];
      const stop = stops[place % stops.length];
      if (!pupil || !stop) continue;
      await ensureRecord(
        db,
        transportAssignments,
        { season: season.id, studentId: pupil.id },
        { school: high.id, transportRoute: route.id, morningStop: stop.id, afternoonStop: stop.id },
      );
    }
  }
};

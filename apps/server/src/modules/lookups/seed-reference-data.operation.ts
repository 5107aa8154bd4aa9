import {
  bloodGroups,
  cities,
  countries,
  globalMenus,
  languages,
  menusFor,
  states,
  userTypes,
  USER_TYPE,
  type Audience,
  type DefaultMenu,
  type Resource,
} from '@kampus/contract';
import { Country, State, City } from 'country-state-city';
import { sql } from 'drizzle-orm';
import { systemContext } from '../../core/caller.ts';
import { createMany } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { tableOf } from '../../db/resource-tables.ts';
import { seedSetupData } from '../setup/seed-setup-data.operation.ts';

const isEmpty = async (db: Db, resource: Resource): Promise<boolean> => (await system(db).of(resource).count()) === 0;

/** User type ids are fixed by the spec (6 teacher, 8 student, 9 parent), so they are inserted with their ids. */
const userTypeRows: { id: number; userType: string; loginType: Audience; typeOrder: number }[] = [
  { id: USER_TYPE.headquarters, userType: 'Headquarters staff', loginType: 'headquarters', typeOrder: 1 },
  { id: USER_TYPE.campus, userType: 'Campus staff', loginType: 'campus', typeOrder: 2 },
  { id: USER_TYPE.schoolAdmin, userType: 'School administrator', loginType: 'school', typeOrder: 3 },
  { id: USER_TYPE.finance, userType: 'Finance officer', loginType: 'school', typeOrder: 4 },
  { id: USER_TYPE.staff, userType: 'School staff', loginType: 'school', typeOrder: 5 },
  { id: USER_TYPE.teacher, userType: 'Teacher', loginType: 'teacher', typeOrder: 6 },
  { id: USER_TYPE.personnel, userType: 'Personnel', loginType: 'school', typeOrder: 7 },
  { id: USER_TYPE.student, userType: 'Student', loginType: 'student', typeOrder: 8 },
  { id: USER_TYPE.parent, userType: 'Parent', loginType: 'parent', typeOrder: 9 },
];

const seedUserTypes = async (db: Db): Promise<void> => {
  if (!(await isEmpty(db, userTypes))) return;
  // Fixed ids, so a typed insert of its own rather than the repository's (which numbers rows).
  await db.insert(tableOf(userTypes)).values(userTypeRows);
  await db.execute(sql`select setval(pg_get_serial_sequence('user_types', 'id'), (select max(id) from user_types))`);
};

/** The main country of each interface language gets its states; Turkey its provinces' districts as cities. */
const STATE_COUNTRIES = ['TR', 'DE', 'ES', 'AE', 'SA', 'US', 'GB'];
const CITY_COUNTRIES = ['TR'];

const seedGeography = async (db: Db): Promise<void> => {
  const ctx = systemContext();
  if (await isEmpty(db, countries)) {
    await createMany(
      db,
      ctx,
      countries,
      Country.getAllCountries().map((country) => ({
        country: country.name,
        code: country.isoCode,
        phoneCode: country.phonecode.slice(0, 20),
        currency: country.currency?.slice(0, 3) || null,
        isPublished: true,
      })),
    );
  }
  if (!(await isEmpty(db, states))) return;
  const countryIds = new Map((await system(db).of(countries).list()).map((row) => [row.code, row.id]));
  for (const code of STATE_COUNTRIES) {
    const stateRows = State.getStatesOfCountry(code);
    const created = await createMany(
      db,
      ctx,
      states,
      stateRows.map((state) => ({ name: state.name, code: state.isoCode.slice(0, 10), country: countryIds.get(code) })),
    );
    if (!CITY_COUNTRIES.includes(code)) continue;
    const cityRows = created.flatMap((state) =>
      City.getCitiesOfState(code, state.code ?? '').map((city) => ({ name: city.name, state: state.id })),
    );
    await createMany(db, ctx, cities, cityRows);
  }
};

const seedSmallLookups = async (db: Db): Promise<void> => {
  const ctx = systemContext();
  if (await isEmpty(db, bloodGroups)) {
    await createMany(
      db,
      ctx,
      bloodGroups,
      ['0 Rh+', '0 Rh-', 'A Rh+', 'A Rh-', 'B Rh+', 'B Rh-', 'AB Rh+', 'AB Rh-'].map((title) => ({ title })),
    );
  }
  if (await isEmpty(db, languages)) {
    await createMany(db, ctx, languages, [
      { title: 'English', localTitle: 'English', shortCode: 'en', longCode: 'en-US', icon: 'us' },
      { title: 'Turkish', localTitle: 'Türkçe', shortCode: 'tr', longCode: 'tr-TR', icon: 'tr' },
      { title: 'German', localTitle: 'Deutsch', shortCode: 'de', longCode: 'de-DE', icon: 'de' },
      { title: 'Spanish', localTitle: 'Español', shortCode: 'es', longCode: 'es-ES', icon: 'es' },
      { title: 'Arabic', localTitle: 'العربية', shortCode: 'ar', longCode: 'ar-AE', icon: 'ae' },
    ]);
  }
};

/** Global menus: the template of every audience's side menu (contract `defaultMenus`). */
const seedGlobalMenus = async (db: Db): Promise<void> => {
  const ctx = systemContext();
  const audiences: Audience[] = ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'];
  for (const type of audiences) {
    if ((await system(db).of(globalMenus).count({ type })) > 0) continue;
    const insertLevel = async (entries: DefaultMenu[], parent: number | null): Promise<void> => {
      const rows = await createMany(
        db,
        ctx,
        globalMenus,
        entries.map((entry, position) => ({
          type,
          parent,
          title: entry.key,
          url: entry.url ?? null,
          icon: entry.icon,
          position,
        })),
      );
      for (const [index, entry] of entries.entries()) {
        if (entry.children && entry.children.length > 0)
          await insertLevel([...entry.children], rows[index]?.id ?? null);
      }
    };
    await insertLevel(menusFor(type), null);
  }
};

/** Reference data every installation needs, demo or not. Idempotent: only fills what is empty. */
export const seedReferenceData = async (db: Db): Promise<void> => {
  await seedUserTypes(db);
  await seedSmallLookups(db);
  await seedGeography(db);
  await seedGlobalMenus(db);
  await seedSetupData(db);
};

import { expect } from 'vitest';
import { json, type TestServer } from '../harness.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './finance-client.ts';

/** The demo high school's office: its staff in English and Turkish, and the other users a test plays. */
export interface SchoolOffice {
  tokens: Record<'staff' | 'parent' | 'teacher' | 'school2', string>;
  tenancy: Awaited<ReturnType<typeof demoTenancy>>;
  staff: FinanceClient;
  staffTr: FinanceClient;
}

/** Signs in the school admin, the demo parent, the teacher and the other school's admin at once. */
export const schoolOffice = async (server: TestServer): Promise<SchoolOffice> => {
  const [staff, parent, teacher, school2] = await Promise.all(
    ['school@kampus.test', 'parent@kampus.test', 'teacher@kampus.test', 'school2@kampus.test'].map(
      async (email) => (await server.login(email)).token,
    ),
  );
  const tokens = { staff: staff ?? '', parent: parent ?? '', teacher: teacher ?? '', school2: school2 ?? '' };
  const tenancy = await demoTenancy(server, tokens.staff, tokens.parent);
  return {
    tokens,
    tenancy,
    staff: financeClient(server, tokens.staff, tenancy),
    staffTr: financeClient(server, tokens.staff, tenancy, 'tr'),
  };
};

/** Creates the school's next season (2027-2028), the one a rollover or a re-enrolment goes into. */
export const openNextSeason = async (office: SchoolOffice): Promise<Row> => {
  const created = await office.staff.send('POST', '/api/seasons', {
    school: `/api/schools/${office.tenancy.schoolId}`,
    title: '2027-2028',
    startDate: '2027-09-01',
    endDate: '2028-06-30',
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return json<Row>(created);
};

import { dateTime, defineResource, enumOf, int, json, ref, text } from '../../resource/index.ts';

/** Who a student's data left Kampus to: an API key's client, a OneRoster client, an LTI tool, a partner. */
export const DISCLOSURE_CLIENTS = ['api_key', 'oneroster', 'lti', 'partner', 'scim'] as const;

/**
 * The disclosure log (KVKK art. 8, GDPR arts. 15(1)(c) and 30): one row per request that sent
 * students' data out (an API-key read of student rows, a OneRoster REST page or CSV export) and
 * per school the rows came from, with the students' ids as one array, not a row per student.
 * Written by the server only; headquarters and superadmins read it, and staff answer "who
 * received my child's data" through `GET /api/students/{id}/disclosures`.
 */
export const disclosures = defineResource({
  name: 'disclosures',
  type: 'Disclosure',
  scope: 'school',
  serverWritten: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    clientKind: enumOf(DISCLOSURE_CLIENTS, { required: true }),
    // The API key's id or the OneRoster client's id: stable names of who received the data.
    client: text({ required: true, maxLength: 255 }),
    // The account the key or client acts as; the log outlives it.
    user: ref('users', { onDelete: 'setNull' }),
    route: text({ required: true, maxLength: 500 }),
    recordCount: int({ required: true, default: 0, min: 0 }),
    studentIds: json({ required: true }),
    at: dateTime({ required: true }),
  },
  filters: ['school', 'clientKind', 'client', 'user', 'at'],
  orderFields: ['at'],
  defaultOrder: { at: 'desc' },
  // The account the key acts as names the recipient; the key's own id is on the record.
  list: ['at', 'clientKind', 'user', 'route', 'recordCount', 'school'],
  labelField: 'route',
  readOnlyScreens: true,
  access: { list: ['headquarters'], read: ['headquarters'], create: [], update: [], delete: [] },
});

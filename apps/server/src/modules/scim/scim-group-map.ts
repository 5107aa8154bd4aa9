import { SCIM_BASE, type RowOf, type schools, type users } from '@kampus/contract';

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

const timestamp = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : undefined;

/** A member as a group lists it: the user's SCIM id (uuid) and name. */
export const scimMember = (row: RowOf<typeof users>) => ({
  value: row.uuid,
  display: `${row.name} ${row.lastName}`,
  $ref: `${SCIM_BASE}/Users/${row.uuid}`,
});

/** A school as a SCIM Group (RFC 7643 4.2): `id` is the school's id, `displayName` its title. */
export const scimGroup = (
  row: RowOf<typeof schools>,
  externalId: string | null | undefined,
  members: ReturnType<typeof scimMember>[] | undefined,
) => {
  const record = row as RowOf<typeof schools> & { createdAt?: unknown; updatedAt?: unknown };
  return {
    schemas: [GROUP_SCHEMA],
    id: String(row.id),
    ...(externalId ? { externalId } : {}),
    displayName: row.title,
    ...(members ? { members } : {}),
    meta: {
      resourceType: 'Group',
      created: timestamp(record.createdAt),
      lastModified: timestamp(record.updatedAt),
      location: `${SCIM_BASE}/Groups/${row.id}`,
    },
  };
};

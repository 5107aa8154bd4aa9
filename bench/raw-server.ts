/**
 * The yardstick: a hand-written Fastify + pg server answering the bench's four requests with
 * the SQL the engine produces (same columns, same tenancy filter on the school, the same count
 * for the total, the same collation for the order, about the same JSON), and nothing else. What
 * it skips on purpose is the engine's per-request work: the session lookup, the school tree
 * (reach), the policy check, the query parsing and the own-record lookup of `users`; and on login
 * the attempt counting and the stored session. The gap between the two is the price of those.
 *
 *   RAW_PORT=18081 DATABASE_URL=postgres://... node --import tsx bench/raw-server.ts
 */
import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.RAW_PORT ?? 18081);

/**
 * The engine's order for an English request (db/collation.ts and text-rules.ts: the root rules,
 * `kampus_und`, where ICU works; the sort key function where it does not), so both sort the same
 * way at the same cost.
 */
/**
 * Asked on the first page, not at start: this server starts beside the engine, before the
 * engine's migrations have created the collations (asked too early, it sorted by the key
 * function, about 4 s a page at 100,000 students).
 */
let icu = false;
let icuAsked: Promise<void> | undefined;
const askIcu = (): Promise<void> =>
  (icuAsked ??= pool.query(`select 'a' collate kampus_und < 'b'`).then(
    () => {
      icu = true;
    },
    () => undefined,
  ));
const ascending = (column: string): string =>
  (icu ? [`${column} collate kampus_und`] : [`kampus_sort_key(${column}, 'und')`, column])
    .map((term) => `${term} asc`)
    .join(', ');

const columns = `"id", "uuid", "name", "last_name", "email", "user_type_id", "school_id", "expires_at",
  "is_active", "is_superadmin", "password", "created_at", "updated_at"`;

interface UserRow {
  id: number;
  uuid: string;
  name: string;
  last_name: string;
  email: string;
  user_type_id: number;
  school_id: number;
  expires_at: string | null;
  is_active: boolean | null;
  is_superadmin: boolean | null;
  password: string | null;
}

// Dates as text (drizzle reads date columns as strings too).
pg.types.setTypeParser(1082, (value: string) => value);

const wire = (row: UserRow) => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  lastName: row.last_name,
  email: row.email,
  userType: `/api/user_types/${row.user_type_id}`,
  schoolId: row.school_id,
  expiresAt: row.expires_at === null ? '0000-00-00' : row.expires_at.slice(0, 10),
  isActive: row.is_active ? '1' : '0',
  isSuperadmin: row.is_superadmin,
});

const ld = (row: UserRow) => ({ '@id': `/api/users/${row.id}`, '@type': 'User', ...wire(row) });

const schoolOf = (raw: string | string[] | undefined): number => Number(Array.isArray(raw) ? raw[0] : raw);

const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>('/api/users/:id', async (request, reply) => {
  const { rows } = await pool.query<UserRow>(
    `select ${columns} from "users" where ("users"."id" = $1 and "users"."school_id" in ($2)) limit $3`,
    [Number(request.params.id), schoolOf(request.headers.schoolid), 1],
  );
  const row = rows[0];
  if (!row) return reply.status(404).send({ title: 'Not Found' });
  return wire(row);
});

/** A page of students and its total: the engine's two statements (count, then the page). */
const page = async (schoolId: number, query: Record<string, string | undefined>) => {
  await askIcu();
  const where = ['"users"."school_id" in ($1)'];
  const params: unknown[] = [schoolId];
  if (query.userType) {
    params.push(Number(query.userType));
    where.push(`"users"."user_type_id" = $${params.length}`);
  }
  // The engine's search (db/search-text.ts): every word, folded, in the stored search text.
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`"users"."kampus_search" like kampus_fold($${params.length})`);
  }
  const condition = where.join(' and ');
  const byLastName = ascending('"users"."last_name"');
  const order = query['order[lastName]']
    ? `${byLastName}, "users"."id" asc`
    : `${byLastName}, ${ascending('"users"."name"')}, "users"."id" asc`;
  const total = await pool.query<{ count: string }>(`select count(*) from "users" where ${condition}`, params);
  const items = await pool.query<UserRow>(
    `select ${columns} from "users" where ${condition} order by ${order} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, 30, 0],
  );
  return { total: Number(total.rows[0]?.count ?? 0), items: items.rows };
};

app.get<{ Querystring: Record<string, string | undefined> }>('/api/users.jsonld', async (request, reply) => {
  const { total, items } = await page(schoolOf(request.headers.schoolid), request.query);
  return reply.type('application/ld+json; charset=utf-8').send({
    '@context': '/api/contexts/User',
    '@id': '/api/users',
    '@type': 'hydra:Collection',
    'hydra:member': items.map(ld),
    'hydra:totalItems': total,
    'hydra:view': { '@id': '/api/users?page=1', '@type': 'hydra:PartialCollectionView' },
  });
});

app.post<{ Body: { email?: string; pwd?: string } }>('/en/login', async (request, reply) => {
  const email = String(request.body?.email ?? '')
    .trim()
    .toLowerCase();
  const { rows } = await pool.query<UserRow>(`select ${columns} from "users" where "users"."email" = $1 limit $2`, [
    email,
    1,
  ]);
  const user = rows[0];
  const valid = user?.password ? await verify(user.password, String(request.body?.pwd ?? '')) : false;
  if (!user || !valid) return reply.status(401).send({ title: 'Unauthorized' });
  return { userId: user.uuid, accessToken: randomBytes(32).toString('base64url') };
});

app.get('/ready', async () => ({ ok: true }));

await app.listen({ port, host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

import { feeds, grantOf, homeworks, type Resource, type RowOf } from '@kampus/contract';
import { or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { notFound } from '../../core/problem.ts';
import { scoped, system, type ResourceAccess } from '../../core/repository.ts';
import { readerGrant } from '../../core/visibility.ts';
import type { Db } from '../../db/database.ts';
import { publicPath } from '../../integrations/files/file-store.ts';

/**
 * Which record owns a file served at `/files/<key>`, and whether this caller reads that record.
 * A file is served only through its owner's read reach, so a guessable address (a homework's id
 * and a file name) opens nothing its record does not: the record is loaded as the caller reads it
 * (`readerGrant`: a family its own, a teacher as the declaration says), 404 when out of reach,
 * before a byte is read. A key whose owner is not known here is refused: every other kind of file
 * (course content, the file manager, mail attachments, student documents and photos, form
 * submissions) is served by a route of its own that loads its record.
 */

/** The row of `resource` with this id as the caller reads it, else 404 (may they read that kind at all first). */
const readable = async <R extends Resource>(db: Db, ctx: RequestContext, resource: R, id: number) => {
  if (!ctx.caller || grantOf(resource, 'read', ctx.caller) === 'none') throw notFound();
  // Every school the caller reaches, not only the active one: a file's address names its school.
  return scoped(db, ctx, { across: 'reach' }).of(resource, readerGrant(ctx, resource)).get(id);
};

const listed = (value: unknown, url: string): boolean =>
  Array.isArray(value) && value.some((entry) => (entry as { url?: unknown } | null)?.url === url);

/** `schools/<s>/homeworks/<id>/<name>`: the homework, and the file still listed on it. */
const homeworkFile = async (db: Db, ctx: RequestContext, school: number, rest: string, url: string) => {
  const id = /^(\d+)\/[^/]+$/.exec(rest)?.[1];
  if (id === undefined) throw notFound();
  const homework: RowOf<typeof homeworks> = await readable(db, ctx, homeworks, Number(id));
  if (homework.schoolId !== school || !listed(homework.attachments, url)) throw notFound();
};

/** Posts of `school` that show this file: as the cover, among the files, or in the text. */
const naming = (table: ResourceAccess<typeof feeds>['table'], url: string): SQL =>
  or(
    sql`${table.coverPicture} = ${url}`,
    sql`cast(${table.files} as jsonb) @> ${JSON.stringify([{ url }])}::jsonb`,
    sql`position(${url} in coalesce(${table.content}, '')) > 0`,
  ) as SQL;

/**
 * `schools/<s>/feeds/<random>/<name>`: a post the caller reads (its audiences included) shows it.
 * A file no post shows yet is a post being written: only those who may write posts in that school
 * (the writer previews the cover) read it.
 */
const feedFile = async (db: Db, ctx: RequestContext, school: number, _rest: string, url: string) => {
  const caller = ctx.caller;
  if (!caller || grantOf(feeds, 'read', caller) === 'none') throw notFound();
  const visible = scoped(db, ctx, { across: 'reach' }).of(feeds, readerGrant(ctx, feeds));
  if (await visible.first({ school }, { also: naming(visible.table, url) })) return;
  // Counted over every post of the school, audiences aside: a post the caller may not see still shows it.
  const every = system(db).of(feeds);
  const shown = await every.count({ school }, naming(every.table, url));
  if (shown === 0 && grantOf(feeds, 'create', caller) !== 'none' && ctx.reach.has(school)) return;
  throw notFound();
};

type OwnerCheck = (db: Db, ctx: RequestContext, school: number, rest: string, url: string) => Promise<void>;

const OWNERS: Record<string, OwnerCheck> = { homeworks: homeworkFile, feeds: feedFile };

const SCHOOL_KEY = /^schools\/(\d+)\/([a-z-]+)\/(.+)$/;

/** School images (logos, favicons, photos on public pages) are shown to anyone, signed in or not. */
export const isPublicKey = (key: string): boolean => SCHOOL_KEY.exec(key)?.[2] === 'images';

/** Throws 404 unless the caller reads the record that owns the file at `key`. */
export const checkFileOwner = async (db: Db, key: string, ctx: RequestContext): Promise<void> => {
  const match = SCHOOL_KEY.exec(key);
  const owner = match ? OWNERS[match[2] ?? ''] : undefined;
  if (!match || !owner) throw notFound();
  await owner(db, ctx, Number(match[1]), match[3] ?? '', publicPath(key));
};

import {
  classes,
  grantFor,
  onlineClassAttendances,
  onlineClasses,
  type OnlineClassRole,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { Problem, conflict, forbidden } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ProviderError, type MeetingProvider } from '../../integrations/online-classes/meeting-provider.ts';
import { schoolClock } from '../school-life/school-clock.ts';

type OnlineClass = RowOf<typeof onlineClasses>;

const unavailable = (detail: string): Problem => new Problem(503, 'errors.unavailable', detail);

/** The provider, or 503 when none is configured (docs/feed-and-classes.md: the local stand-in for development). */
export const requireProvider = (provider: MeetingProvider | undefined): MeetingProvider => {
  if (!provider) throw unavailable('communication.no_provider');
  return provider;
};

/** A provider call whose failure is the provider's, answered 503 rather than 500. */
const ask = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw unavailable('communication.provider_failed');
    throw error;
  }
};

/** The online class as the caller may read it (parents and students: their family's classes), else 404. */
export const visibleOnlineClass = async (db: Db, ctx: RequestContext, id: number): Promise<OnlineClass> => {
  const caller = ctx.caller;
  const own = caller !== null && !caller.superadmin && grantFor(onlineClasses.access.read, caller.audience) === 'own';
  return scoped(db, ctx, { across: 'reach' })
    .of(onlineClasses, own ? 'own' : 'all')
    .get(id);
};

/** Staff moderate every online class of their reach; a teacher the ones they give or whose class is theirs. */
const mayModerate = async (db: Db, ctx: RequestContext, row: OnlineClass): Promise<boolean> => {
  const caller = ctx.caller;
  if (!caller) return false;
  if (caller.superadmin || ['headquarters', 'campus', 'school'].includes(caller.audience)) return true;
  if (caller.audience !== 'teacher') return false;
  if (row.teacher === caller.id) return true;
  const klass = await scoped(db, ctx, { across: 'reach' }).of(classes).first({ id: row.classId });
  return klass?.teacher === caller.id;
};

/** One meeting per online class; the school in the id keeps two schools' classes apart. */
const meetingIdOf = (row: OnlineClass): string => `kampus-${row.school}-${row.id}`;

export const providerHasMeeting = async (provider: MeetingProvider, row: OnlineClass): Promise<boolean> =>
  ask(() => provider.exists(meetingIdOf(row)));

/** Creates the meeting; only who may moderate it may open it. */
export const createMeeting = async (
  db: Db,
  ctx: RequestContext,
  provider: MeetingProvider,
  row: OnlineClass,
): Promise<boolean> => {
  if (!(await mayModerate(db, ctx, row))) throw forbidden('communication.moderator_only');
  return ask(() => provider.create({ meetingId: meetingIdOf(row), name: row.title, durationMinutes: row.duration }));
};

/**
 * The signed join address for the caller with `role`, after the meeting exists; the join is the
 * class's attendance (who, when, as what); a refused join records nothing.
 */
export const joinMeeting = async (
  db: Db,
  ctx: RequestContext,
  provider: MeetingProvider,
  row: OnlineClass,
  role: OnlineClassRole,
): Promise<string> => {
  const caller = ctx.caller;
  if (!caller) throw forbidden();
  if (role === 'moderator' && !(await mayModerate(db, ctx, row))) throw forbidden('communication.moderator_only');
  if (!(await providerHasMeeting(provider, row))) throw conflict('communication.not_started');
  const clock = await schoolClock(db, row.school);
  await scoped(db, ctx, { across: 'reach' })
    .of(onlineClassAttendances)
    .insert({
      school: row.school,
      onlineClass: row.id,
      user: caller.id,
      role,
      joinedAt: `${clock.date} ${clock.time}`,
    });
  return provider.joinUrl({
    meetingId: meetingIdOf(row),
    fullName: `${caller.name} ${caller.lastName}`.trim(),
    userId: caller.uuid,
    role,
  });
};

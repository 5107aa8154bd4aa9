import { auditLogs } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { recordAction } from '../../core/audit.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** The rows a rollover created, per table, by id: what its undo removes. */
export type CreatedIds = Record<string, number[]>;

export interface RolloverCounts {
  promote: number;
  repeat: number;
  graduate: number;
  leave: number;
  skipped: number;
}

/** A rollover or its undo as the audit trail keeps it. */
export interface JournalEntry {
  action: 'rollover' | 'rollover_undo';
  at: string;
  fromSeason: number;
  toSeason: number;
  created: CreatedIds;
  counts: RolloverCounts;
  /** Each student's outcome (graduates and leavers too: the alumni of that season). */
  outcomes: { studentId: number; outcome: string }[];
}

const ACTIONS = ['rollover', 'rollover_undo'] as const;

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/**
 * The school's last rollover or undo. The audit trail is the rollover's journal: the entry is
 * written in the rollover's own transaction (so it exists exactly when the rollover does) and
 * holds the ids it created, which is what an undo needs; no table of its own was needed.
 */
export const lastRollover = async (tx: Db, school: number): Promise<JournalEntry | undefined> => {
  const row = await system(tx)
    .of(auditLogs)
    .first({ school, resource: 'seasons', action: [...ACTIONS] }, { order: { id: 'desc' } });
  if (!row) return undefined;
  const after = (row.after ?? {}) as Record<string, unknown>;
  const created = (after.created ?? {}) as Record<string, unknown>;
  return {
    action: row.action === 'rollover' ? 'rollover' : 'rollover_undo',
    at: new Date(row.at as unknown as string).toISOString(),
    fromSeason: Number(after.fromSeason),
    toSeason: Number(row.recordId),
    created: Object.fromEntries(Object.entries(created).map(([table, ids]) => [table, numbers(ids)])),
    counts: { promote: 0, repeat: 0, graduate: 0, leave: 0, skipped: 0, ...(after.counts as object) },
    outcomes: Array.isArray(after.outcomes) ? (after.outcomes as JournalEntry['outcomes']) : [],
  };
};

/** Writes a rollover's (or an undo's) journal entry in the caller's transaction. */
export const writeJournal = async (
  tx: Db,
  ctx: RequestContext,
  school: number,
  entry: Omit<JournalEntry, 'at'>,
): Promise<void> => {
  await recordAction(tx, ctx, {
    resource: 'seasons',
    id: entry.toSeason,
    action: entry.action,
    school,
    before: { season: entry.fromSeason },
    after: {
      fromSeason: entry.fromSeason,
      created: entry.created,
      counts: entry.counts,
      outcomes: entry.outcomes,
    },
  });
};

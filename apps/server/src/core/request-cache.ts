import { LRUCache } from 'lru-cache';
import { ROWS_PREFIX } from '../db/row-notify.ts';

/**
 * What every request would otherwise read again: the caller a session stands for, the school tree,
 * the school of a season and the totals of lists. Kept in memory per node and dropped at once when the database says
 * one of their tables changed (triggers send `pg_notify('kampus_cache', <table>)`, see
 * migrations/repeatable/cache_notify.sql and docs/architecture.md). A short time to live is only a
 * safety net; while the change feed is down the cache answers nothing, so no node serves what
 * another node has withdrawn.
 */

/** The channel the triggers notify on. */
export const CACHE_CHANNEL = 'kampus_cache';

/**
 * What is read from one table's rows only (a list's total, the names of referenced records):
 * the HTTP routes pass the node's cache, everything else none. Sound only for reads whose SQL
 * reads no other table, so no `ownVia` condition (a subquery on another table).
 */
export interface TableCache {
  /** What `load` read, or what it read before if no row of `table` changed since. */
  byTable<V>(table: string, key: string, load: () => Promise<V>): Promise<V>;
}

/**
 * A bounded map (lru-cache) that forgets its least recently used entry first and every entry
 * `ttlMs` after it was stored. Values are boxed: lru-cache keeps no `undefined` or `null`.
 */
const boundedCache = (max: number, ttlMs: number): LRUCache<string, { value: unknown }> =>
  new LRUCache({ max, ttl: ttlMs });

type Part = 'callers' | 'tree' | 'seasons';

/** Which cached parts a change to each table can make wrong. */
const PARTS_BY_TABLE: Record<string, Part[]> = {
  auth_sessions: ['callers'],
  users: ['callers'],
  user_schools: ['callers'],
  // A duty granted or taken away (the nurse) changes what the caller reads at once.
  staff_duties: ['callers'],
  user_types: ['callers'],
  schools: ['tree', 'callers', 'seasons'],
  seasons: ['seasons'],
};

const ALL_PARTS: Part[] = ['callers', 'tree', 'seasons'];

export interface RequestCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

export class RequestCache implements TableCache {
  private readonly maps: Record<Part, LRUCache<string, { value: unknown }>>;
  /** Bumped on every drop, so a read that began before a change does not store what it read. */
  private readonly generations: Record<Part, number> = { callers: 0, tree: 0, seasons: 0 };
  private live = false;
  /** Barriers this node sent and waits to see come back (see `settle`). */
  private readonly waiting = new Map<string, () => void>();
  private barriers = 0;
  private readonly node = Math.random().toString(36).slice(2, 10);
  /**
   * Reads of one table per table (`TableCache`), each table's dropped on its own: counting 100,000
   * rows is most of a page's time (bench/results/README.md), the names of an item's references
   * an extra round trip each, and a school's tables change far less often than they are read.
   */
  private readonly totals = new Map<string, LRUCache<string, { value: unknown }>>();
  private readonly totalGenerations = new Map<string, number>();
  /** Bumped when everything is dropped, which covers tables no total was kept for yet. */
  private totalsEpoch = 0;
  private readonly ttlMs: number;
  private readonly maxTotals: number;

  constructor(options: RequestCacheOptions = {}) {
    const ttl = options.ttlMs ?? 60_000;
    const max = options.maxEntries ?? 10_000;
    this.ttlMs = ttl;
    this.maxTotals = Math.max(1, Math.floor(max / 10));
    this.maps = { callers: boundedCache(max, ttl), tree: boundedCache(1, ttl), seasons: boundedCache(max, ttl) };
  }

  /** Whether the cache may answer: only while the change feed is listening. */
  get enabled(): boolean {
    return this.live;
  }

  /** The change feed is (again) listening: start from nothing, since changes may have been missed. */
  start(): void {
    this.dropAll();
    this.live = true;
  }

  /** The change feed is lost: answer nothing from memory until it is back. */
  stop(): void {
    this.live = false;
    this.dropAll();
  }

  /** A notification from the database: `payload` is the changed table. */
  changed(payload: string): void {
    if (payload.startsWith('sync:')) {
      this.waiting.get(payload)?.();
      return;
    }
    if (payload.startsWith(ROWS_PREFIX)) {
      this.dropTotals(payload.slice(ROWS_PREFIX.length));
      return;
    }
    for (const part of PARTS_BY_TABLE[payload] ?? ALL_PARTS) this.drop(part);
  }

  /** The cached value, or `load()`'s, kept when nothing changed meanwhile. `null` answers are not kept. */
  async remember<V>(part: Part, key: string, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.live) return load();
    const hit = this.maps[part].get(key);
    if (hit !== undefined) return hit.value as V;
    const generation = this.generations[part];
    const value = await load();
    if (value !== null && this.live && generation === this.generations[part]) this.maps[part].set(key, { value });
    return value;
  }

  /** A read of one table (see `TableCache`), kept only when no row of `table` changed while it ran. */
  async byTable<V>(table: string, key: string, load: () => Promise<V>): Promise<V> {
    if (!this.live) return load();
    const hit = this.totals.get(table)?.get(key);
    if (hit !== undefined) return hit.value as V;
    const generation = this.totalGenerations.get(table) ?? 0;
    const epoch = this.totalsEpoch;
    const value = await load();
    if (this.live && epoch === this.totalsEpoch && generation === (this.totalGenerations.get(table) ?? 0)) {
      let map = this.totals.get(table);
      if (!map) {
        map = boundedCache(this.maxTotals, this.ttlMs);
        this.totals.set(table, map);
      }
      map.set(key, { value });
    }
    return value;
  }

  /**
   * Waits until every change committed before now has reached this node: sends a barrier
   * notification (`send`) and waits to receive it. One connection receives notifications in commit
   * order, so the barrier coming back means every earlier one was handled. After a write the reply
   * waits for this, so the writer's own next request never meets its stale copy; the other nodes were
   * signalled by the same commit. Gives up after `timeoutMs` and then drops everything instead.
   */
  async settle(send: (barrier: string) => Promise<void>, timeoutMs = 1000): Promise<void> {
    if (!this.live) return;
    this.barriers += 1;
    const barrier = `sync:${this.node}:${this.barriers}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.waiting.set(barrier, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await send(barrier);
      if (!(await arrived)) this.dropAll();
    } finally {
      clearTimeout(timer);
      this.waiting.delete(barrier);
    }
  }

  private drop(part: Part): void {
    this.generations[part] += 1;
    this.maps[part].clear();
  }

  private dropTotals(table: string): void {
    this.totalGenerations.set(table, (this.totalGenerations.get(table) ?? 0) + 1);
    this.totals.get(table)?.clear();
  }

  private dropAll(): void {
    for (const part of ALL_PARTS) this.drop(part);
    this.totalsEpoch += 1;
    this.totals.clear();
  }
}

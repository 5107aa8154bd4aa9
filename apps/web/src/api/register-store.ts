/**
 * A small IndexedDB wrapper for the register's outbox (issue 30, part 4): two object stores of
 * records keyed by `id`, in one database of the browser. Kept in IndexedDB, not memory nor
 * localStorage, so marks saved without a network survive a reload, a closed tab and a restart of
 * the phone. Tests use `memoryStore`, which behaves the same.
 */

/** A record of a store: anything with a string id. */
export interface Keyed {
  id: string;
}

/** The operations the outbox needs of a store. */
export interface KeyedStore<T extends Keyed> {
  all: () => Promise<T[]>;
  get: (id: string) => Promise<T | undefined>;
  put: (record: T) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

const DATABASE = 'kampus-register-outbox';
const VERSION = 1;
export const OUTBOX_STORE = 'outbox';
export const CONFLICT_STORE = 'conflicts';

let opened: Promise<IDBDatabase> | null = null;

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const open = (): Promise<IDBDatabase> => {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      for (const name of [OUTBOX_STORE, CONFLICT_STORE])
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = null;
      reject(request.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opened;
};

const run = async <T>(name: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
  const database = await open();
  return done(work(database.transaction(name, mode).objectStore(name)));
};

/** One object store of the outbox's database. */
const indexedStore = <T extends Keyed>(name: string): KeyedStore<T> => ({
  all: () => run(name, 'readonly', (store) => store.getAll() as IDBRequest<T[]>),
  get: (id) => run(name, 'readonly', (store) => store.get(id) as IDBRequest<T | undefined>),
  put: async (record) => {
    await run(name, 'readwrite', (store) => store.put(record));
  },
  remove: async (id) => {
    await run(name, 'readwrite', (store) => store.delete(id));
  },
});

/** The same operations in memory: for tests, and for a browser without IndexedDB (private modes of old browsers). */
export const memoryStore = <T extends Keyed>(): KeyedStore<T> => {
  const records = new Map<string, T>();
  return {
    all: () => Promise.resolve([...records.values()].map((record) => structuredClone(record))),
    get: (id) => Promise.resolve(records.has(id) ? structuredClone(records.get(id)) : undefined),
    put: (record) => {
      records.set(record.id, structuredClone(record));
      return Promise.resolve();
    },
    remove: (id) => {
      records.delete(id);
      return Promise.resolve();
    },
  };
};

/** The store by name: IndexedDB where the browser has it, else memory (lost at reload, but the save still happens). */
export const storeOf = <T extends Keyed>(name: string): KeyedStore<T> =>
  typeof indexedDB === 'undefined' ? memoryStore<T>() : indexedStore<T>(name);

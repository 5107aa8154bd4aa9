import { describe, expect, it } from 'vitest';
import { RequestCache } from './request-cache.ts';

describe('RequestCache', () => {
  const counting = () => {
    let reads = 0;
    return { load: async () => ({ read: (reads += 1) }), reads: () => reads };
  };

  it('answers nothing from memory until the change feed listens, nor after it is lost', async () => {
    const cache = new RequestCache();
    const source = counting();
    await cache.remember('callers', 's', source.load);
    await cache.remember('callers', 's', source.load);
    expect(source.reads()).toBe(2);
    cache.start();
    await cache.remember('callers', 's', source.load);
    await cache.remember('callers', 's', source.load);
    expect(source.reads()).toBe(3);
    cache.stop();
    await cache.remember('callers', 's', source.load);
    expect(source.reads()).toBe(4);
  });

  it('drops the parts a changed table feeds, and keeps the others', async () => {
    const cache = new RequestCache();
    cache.start();
    const callers = counting();
    const seasons = counting();
    await cache.remember('callers', 's', callers.load);
    await cache.remember('seasons', '1', seasons.load);
    cache.changed('user_schools');
    await cache.remember('callers', 's', callers.load);
    await cache.remember('seasons', '1', seasons.load);
    expect([callers.reads(), seasons.reads()]).toEqual([2, 1]);
    cache.changed('schools');
    await cache.remember('seasons', '1', seasons.load);
    expect(seasons.reads()).toBe(2);
  });

  it('does not keep what a read that raced a change answered', async () => {
    const cache = new RequestCache();
    cache.start();
    const source = counting();
    await cache.remember('callers', 's', async () => {
      cache.changed('auth_sessions');
      return source.load();
    });
    await cache.remember('callers', 's', source.load);
    expect(source.reads()).toBe(2);
  });

  it('settles when its barrier comes back, and drops everything when it does not', async () => {
    const cache = new RequestCache();
    cache.start();
    const source = counting();
    await cache.remember('tree', 'all', source.load);
    await cache.settle(async (barrier) => cache.changed(barrier));
    await cache.remember('tree', 'all', source.load);
    expect(source.reads()).toBe(1);
    await cache.settle(async () => undefined, 10);
    await cache.remember('tree', 'all', source.load);
    expect(source.reads()).toBe(2);
  });

  describe('list totals', () => {
    const counter = () => {
      let counts = 0;
      return { load: async () => (counts += 1) * 10, counts: () => counts };
    };

    it("keeps a table's totals until a row of that table changes, and only that table's", async () => {
      const cache = new RequestCache();
      cache.start();
      const students = counter();
      const classes = counter();
      expect(await cache.byTable('students', 'page', students.load)).toBe(10);
      expect(await cache.byTable('students', 'page', students.load)).toBe(10);
      expect(await cache.byTable('classes', 'page', classes.load)).toBe(10);
      cache.changed('rows:classes');
      expect(await cache.byTable('students', 'page', students.load)).toBe(10);
      expect(await cache.byTable('classes', 'page', classes.load)).toBe(20);
      cache.changed('rows:students');
      expect(await cache.byTable('students', 'page', students.load)).toBe(20);
      expect(students.counts()).toBe(2);
    });

    it('does not keep a total counted while its table changed, nor while the feed was lost', async () => {
      const cache = new RequestCache();
      cache.start();
      let changeDuring = (): void => cache.changed('rows:students');
      const load = async () => {
        changeDuring();
        return 7;
      };
      expect(await cache.byTable('students', 'page', load)).toBe(7);
      changeDuring = () => {
        cache.stop();
        cache.start();
      };
      expect(await cache.byTable('students', 'page', load)).toBe(7);
      const after = counter();
      expect(await cache.byTable('students', 'page', after.load)).toBe(10);
      expect(after.counts()).toBe(1);
    });

    it('counts every time while the change feed is not listening', async () => {
      const cache = new RequestCache();
      const source = counter();
      await cache.byTable('students', 'page', source.load);
      await cache.byTable('students', 'page', source.load);
      expect(source.counts()).toBe(2);
    });

    it('a row change drops no caller, tree or season', async () => {
      const cache = new RequestCache();
      cache.start();
      let reads = 0;
      const load = async () => ({ read: (reads += 1) });
      await cache.remember('callers', 's', load);
      cache.changed('rows:users');
      await cache.remember('callers', 's', load);
      expect(reads).toBe(1);
    });
  });
});

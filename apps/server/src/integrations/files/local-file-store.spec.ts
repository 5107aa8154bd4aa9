import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from './local-file-store.ts';

const root = mkdtempSync(join(tmpdir(), 'kampus-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the local file store under concurrency', () => {
  it('takes ten writes of one key at once: none fails, one whole body stays, nothing is left beside it', async () => {
    const store = localFileStore(root);
    const bodies = Array.from({ length: 10 }, (_, index) => Buffer.from(`body number ${index}`));
    const results = await Promise.allSettled(
      bodies.map((body) => store.put('schools/1/race/file.txt', body, 'text/plain')),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const file = await store.get('schools/1/race/file.txt');
    const chunks: Buffer[] = [];
    for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
    expect(bodies.map(String)).toContain(Buffer.concat(chunks).toString());
    expect(readdirSync(join(root, 'schools', '1', 'race'))).toEqual(['file.txt']);
    expect((await store.list('schools/1/race/')).map((entry) => entry.key)).toEqual(['schools/1/race/file.txt']);
  });
});

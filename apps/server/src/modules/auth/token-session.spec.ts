import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenSessionId } from './sessions.ts';

const key = new TextEncoder().encode('a test key of thirty-two bytes!!');
const otherKey = new TextEncoder().encode('another key, also 32 bytes long!');

const token = (sid: string, expiresInSeconds: number, signingKey = key): Promise<string> =>
  new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(signingKey);

afterEach(() => {
  vi.useRealTimers();
});

describe('tokenSessionId (signatures checked once per node)', () => {
  it('answers the session of a good token, again and again', async () => {
    const good = await token('session-1', 3600);
    expect(await tokenSessionId(key, good)).toBe('session-1');
    expect(await tokenSessionId(key, good)).toBe('session-1');
  });

  it('refuses a token whose signature was tampered with, after the good one was seen', async () => {
    const good = await token('session-2', 3600);
    expect(await tokenSessionId(key, good)).toBe('session-2');
    const [header, payload, signature = ''] = good.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokenSessionId(key, `${header}.${payload}.${flipped}`)).toBeNull();
    expect(await tokenSessionId(otherKey, good)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const shortLived = await token('session-3', 60);
    expect(await tokenSessionId(key, shortLived)).toBe('session-3');
    vi.setSystemTime(new Date('2030-01-01T00:01:01Z'));
    expect(await tokenSessionId(key, shortLived)).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    expect(await tokenSessionId(key, await token('session-4', 3600, otherKey))).toBeNull();
  });
});

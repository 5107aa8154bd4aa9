import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch, resolveChecked } from './outbound-fetch.ts';
import { checkAddress, OutboundRefused, parseOutboundAllow } from './outbound-policy.ts';

const none = parseOutboundAllow('');
const refused = (address: string, policy = none) => {
  try {
    checkAddress(policy, 'store.example', address);
    return false;
  } catch (error) {
    return error instanceof OutboundRefused;
  }
};

describe('the outbound policy', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
  ])('refuses %s', (address) => {
    expect(refused(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111'])('lets the public %s through', (address) => {
    expect(refused(address)).toBe(false);
  });

  it('allows what KAMPUS_OUTBOUND_ALLOW names: ranges (mapped forms too), addresses and host names', () => {
    const policy = parseOutboundAllow(' 10.0.0.0/8, 192.168.5.7 ,BBB.School.lan., fd00::/8');
    expect(refused('10.20.30.40', policy)).toBe(false);
    expect(refused('::ffff:10.20.30.40', policy)).toBe(false);
    expect(refused('192.168.5.7', policy)).toBe(false);
    expect(refused('192.168.5.8', policy)).toBe(true);
    expect(refused('fd12::1', policy)).toBe(false);
    expect(refused('127.0.0.1', policy)).toBe(true);
    expect(() => checkAddress(policy, 'bbb.school.lan', '127.0.0.1')).not.toThrow();
  });

  it('refuses a setting it cannot read, at start', () => {
    expect(() => parseOutboundAllow('10.0.0.0/8,http://x/')).toThrow(/KAMPUS_OUTBOUND_ALLOW/);
    expect(() => parseOutboundAllow('10.0.0.0/33')).toThrow(/KAMPUS_OUTBOUND_ALLOW/);
  });
});

describe('the guarded fetch', () => {
  let target: Server;
  let hits = 0;
  let port = 0;
  beforeAll(async () => {
    target = createServer((request, response) => {
      hits += 1;
      if (request.url === '/hop') {
        // A public-looking answer that sends the caller inward.
        response.writeHead(302, { location: `http://127.0.0.1:${port}/inside` }).end();
        return;
      }
      response.end('inside');
    });
    await new Promise<void>((ready) => target.listen(0, '127.0.0.1', ready));
    port = (target.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => target.close(() => done())));

  it('never connects to a loopback address, by literal, mapped form or name', async () => {
    const fetch = guardedFetch(none);
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::1]:${port}/`,
      `http://localhost:${port}/`,
      `http://0.0.0.0:${port}/`,
    ]) {
      const failure = await fetch(url).then(
        () => null,
        (error: unknown) => error as Error,
      );
      const reason = failure instanceof OutboundRefused ? failure : failure?.cause;
      expect(reason, url).toBeInstanceOf(OutboundRefused);
    }
    expect(hits).toBe(0);
  });

  it('refuses schemes other than http(s)', async () => {
    await expect(guardedFetch(none)('file:///etc/passwd')).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('checks every redirect as it checked the first call', async () => {
    // `localhost` is allowed by name, 127.0.0.1 (where the redirect points) is not.
    const fetch = guardedFetch(parseOutboundAllow('localhost'));
    const failure = await fetch(`http://localhost:${port}/hop`).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure?.cause ?? failure).toBeInstanceOf(OutboundRefused);
    expect(hits).toBe(1);
    // Allowed, the same redirect is followed.
    const allowed = await guardedFetch(parseOutboundAllow('localhost,127.0.0.1'))(`http://localhost:${port}/hop`);
    expect(await allowed.text()).toBe('inside');
  });

  it('resolves and checks a host for a client that connects by itself (SMTP)', async () => {
    await expect(resolveChecked(none, 'localhost')).rejects.toBeInstanceOf(OutboundRefused);
    await expect(resolveChecked(none, '10.0.0.1')).rejects.toBeInstanceOf(OutboundRefused);
    expect(await resolveChecked(parseOutboundAllow('127.0.0.1'), '127.0.0.1')).toBe('127.0.0.1');
  });
});

import { describe, expect, it } from 'vitest';
import { loadPushSettings } from './push-settings.ts';
import { vapidSubject } from './vapid-keys.ts';

describe('Web Push settings', () => {
  it('take both VAPID keys or neither: one alone stops the start', () => {
    expect(loadPushSettings({}).publicKey).toBeUndefined();
    expect(loadPushSettings({ VAPID_PUBLIC_KEY: 'a', VAPID_PRIVATE_KEY: 'b' })).toMatchObject({
      publicKey: 'a',
      privateKey: 'b',
    });
    expect(() => loadPushSettings({ VAPID_PUBLIC_KEY: 'a' })).toThrow(/together/);
  });

  it('allow loopback endpoints everywhere but in production', () => {
    expect(loadPushSettings({ NODE_ENV: 'test' }).loopbackEndpoints).toBe(true);
    expect(loadPushSettings({ NODE_ENV: 'production' }).loopbackEndpoints).toBe(false);
  });

  it('name the operator: the setting, else the https public URL, else the mail sender', () => {
    const none = loadPushSettings({});
    expect(vapidSubject(loadPushSettings({ VAPID_SUBJECT: 'mailto:ops@school.org' }), 'x', 'y')).toBe(
      'mailto:ops@school.org',
    );
    expect(vapidSubject(none, 'https://kampus.school.org', 'Kampus <no-reply@school.org>')).toBe(
      'https://kampus.school.org',
    );
    expect(vapidSubject(none, 'http://localhost:8080', 'Kampus <no-reply@school.org>')).toBe(
      'mailto:no-reply@school.org',
    );
    expect(vapidSubject(none, 'http://localhost:8080', 'ops@school.org')).toBe('mailto:ops@school.org');
  });
});

import { boolean, defineResource, globalAccess, secret, text } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { installSealingKey, openValue, openWith, sealData, sealValue, sealWith } from './sealing.ts';

const keyOf = (text: string) => new TextEncoder().encode(text);

const vault = defineResource({
  name: 'vaults',
  type: 'Vault',
  scope: 'global',
  fields: { label: text(), token: secret({ maxLength: 200 }), on: boolean() },
  access: globalAccess,
});

describe('sealed values', () => {
  it('open under the key and label they were sealed with, and under no other', () => {
    const sealed = sealWith(keyOf('one'), 'label-a', 'sk_live_1234');
    expect(sealed).not.toContain('sk_live');
    expect(openWith(keyOf('one'), 'label-a', sealed)).toBe('sk_live_1234');
    expect(() => openWith(keyOf('two'), 'label-a', sealed)).toThrow();
    expect(() => openWith(keyOf('one'), 'label-b', sealed)).toThrow();
    // Two seals of one value differ (a new IV each time).
    expect(sealWith(keyOf('one'), 'label-a', 'x')).not.toBe(sealWith(keyOf('one'), 'label-a', 'x'));
  });

  it('refuse a changed or malformed value', () => {
    const [iv, tag, body] = sealWith(keyOf('one'), 'l', 'secret text').split('.');
    const flipped = `${iv}.${tag}.${(body ?? '').slice(0, -2)}AA`;
    expect(() => openWith(keyOf('one'), 'l', flipped)).toThrow();
    for (const bad of ['', 'abc', 'a.b', `${iv}.${tag}.${body}.extra`]) {
      expect(() => openWith(keyOf('one'), 'l', bad)).toThrow();
    }
  });
});

describe('sealed fields', () => {
  it('are sealed on write, read back by the key installed, and read as absent under another', () => {
    installSealingKey(keyOf('installation-a'));
    const data = sealData(vault, { label: 'main', token: 'whsec_abcdef', on: true });
    expect(data.label).toBe('main');
    expect(data.on).toBe(true);
    expect(String(data.token)).toMatch(/^sealed\.v1\./);
    expect(String(data.token)).not.toContain('whsec');
    expect(openValue(String(data.token))).toBe('whsec_abcdef');

    installSealingKey(keyOf('installation-b'));
    expect(openValue(String(data.token))).toBe('');
  });

  it('keep null and absence as they are, and read a value stored in clear before sealing as it is', () => {
    installSealingKey(keyOf('installation-a'));
    expect(sealData(vault, { token: null })).toEqual({ token: null });
    expect(sealData(vault, { label: 'x' })).toEqual({ label: 'x' });
    expect(openValue(null)).toBe('');
    expect(openValue(undefined)).toBe('');
    expect(openValue('legacy-clear-secret')).toBe('legacy-clear-secret');
    expect(openValue(sealValue(''))).toBe('');
  });
});

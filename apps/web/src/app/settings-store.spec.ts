import { describe, expect, it, vi } from 'vitest';
import { defaultSettings, directionFor, parseSettings, resolveThemeName } from './settings-store.ts';

describe('settings', () => {
  it('falls back to light with a warning for an unknown theme', () => {
    const warn = vi.fn();
    expect(resolveThemeName('purple', warn)).toBe('light');
    expect(warn).toHaveBeenCalledOnce();
    expect(resolveThemeName('nature', warn)).toBe('nature');
  });

  it('reads stored settings and ignores rubbish', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseSettings(JSON.stringify({ theme: 'dark', compact: true }))).toMatchObject({
      theme: 'dark',
      compact: true,
    });
    expect(parseSettings(JSON.stringify({ theme: 'neon' })).theme).toBe('light');
    expect(parseSettings('{not json')).toEqual(defaultSettings);
    expect(parseSettings(null).mainHeightGutter).toBe(225);
  });

  it('is right-to-left for Arabic unless forced', () => {
    expect(directionFor('ar', false)).toBe('rtl');
    expect(directionFor('ar', true)).toBe('ltr');
    expect(directionFor('tr', false)).toBe('ltr');
  });
});

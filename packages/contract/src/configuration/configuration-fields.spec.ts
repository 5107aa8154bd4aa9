import { describe, expect, it } from 'vitest';
import { configurationKeys } from '../constants.ts';
import {
  checkConfigurationValue,
  configurationGroups,
  configurationSections,
  configurationSettings,
  type ConfigurationKey,
} from './configuration-fields.ts';

describe('the configuration declarations', () => {
  it('declare every spec key once, each in exactly one section of the form', () => {
    expect(Object.keys(configurationSettings).sort()).toEqual([...configurationKeys].sort());
    const shown = configurationGroups.flatMap((group) => configurationSections[group]);
    expect([...shown].sort()).toEqual([...configurationKeys].sort());
    expect(configurationGroups.every((group) => configurationSections[group].length > 0)).toBe(true);
  });

  it('have defaults that pass their own check', () => {
    for (const key of configurationKeys) {
      const fallback = configurationSettings[key].default;
      if (fallback !== undefined)
        expect(checkConfigurationValue(key, fallback), key).toEqual({ ok: true, value: fallback });
    }
  });

  it('refuse a value longer than the declared limit, on every kind that has one', () => {
    const limited = configurationKeys.filter(
      (key): key is ConfigurationKey => configurationSettings[key].maxLength !== undefined,
    );
    expect(limited.length).toBeGreaterThan(10);
    expect(checkConfigurationValue('zipCode', '1'.repeat(20))).toEqual({ ok: true, value: '1'.repeat(20) });
    expect(checkConfigurationValue('zipCode', '1'.repeat(21))).toEqual({ ok: false, message: 'validation.too_long' });
    const longUrl = `https://school.test/${'a'.repeat(2000)}`;
    expect(checkConfigurationValue('website', longUrl)).toEqual({ ok: false, message: 'validation.too_long' });
    expect(checkConfigurationValue('realIpHeader', 'X'.repeat(65))).toEqual({
      ok: false,
      message: 'validation.too_long',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './preferred-language.ts';

describe('preferredLanguage', () => {
  it('gives a first visit the browser language when Kampus speaks it', () => {
    expect(preferredLanguage(null, ['tr-TR', 'tr', 'en-US'])).toBe('tr');
    expect(preferredLanguage(null, ['ar'])).toBe('ar');
    expect(preferredLanguage(null, ['fr-FR', 'de-AT'])).toBe('de');
    expect(preferredLanguage(null, ['es-419'])).toBe('es');
  });

  it('keeps English for English browsers and falls back to it for languages Kampus lacks', () => {
    expect(preferredLanguage(null, ['en-GB', 'tr'])).toBe('en');
    expect(preferredLanguage(null, ['fr-FR', 'ja'])).toBe('en');
    expect(preferredLanguage(null, [])).toBe('en');
  });

  it('lets the person’s own choice win over the browser', () => {
    expect(preferredLanguage('en', ['tr-TR'])).toBe('en');
    expect(preferredLanguage('ar', ['de-DE'])).toBe('ar');
    expect(preferredLanguage('xx', ['de-DE'])).toBe('de');
  });
});

import { describe, expect, it } from 'vitest';
import { smsParts } from './sms-parts.ts';

describe('smsParts', () => {
  it('counts GSM-7 texts as 160 in one part and 153 per part beyond', () => {
    expect(smsParts('')).toEqual({ encoding: 'gsm7', characters: 0, parts: 0 });
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'gsm7', characters: 160, parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'gsm7', characters: 161, parts: 2 });
    expect(smsParts('a'.repeat(306))).toEqual({ encoding: 'gsm7', characters: 306, parts: 2 });
    expect(smsParts('a'.repeat(307))).toEqual({ encoding: 'gsm7', characters: 307, parts: 3 });
  });

  it('counts an extension character (€, brackets) as two septets', () => {
    expect(smsParts('€5 [x]')).toEqual({ encoding: 'gsm7', characters: 9, parts: 1 });
    expect(smsParts(`${'a'.repeat(159)}€`)).toMatchObject({ characters: 161, parts: 2 });
  });

  it('keeps the GSM-7 letters Ç, ö, ü, é in GSM-7 (a single ğ makes it UCS-2)', () => {
    expect(smsParts('Öğrenci').encoding).toBe('ucs2');
    expect(smsParts('Çok güzel, ödev ü é').encoding).toBe('gsm7');
  });

  it('sends Turkish ş ğ ı and Arabic as UCS-2: 70 in one part, 67 per part beyond', () => {
    expect(smsParts('Veli toplantısı')).toEqual({ encoding: 'ucs2', characters: 15, parts: 1 });
    expect(smsParts('ş'.repeat(70))).toMatchObject({ parts: 1 });
    expect(smsParts('ş'.repeat(71))).toMatchObject({ parts: 2 });
    expect(smsParts('ş'.repeat(134))).toMatchObject({ parts: 2 });
    expect(smsParts('ş'.repeat(135))).toMatchObject({ parts: 3 });
    expect(smsParts('اجتماع أولياء الأمور')).toMatchObject({ encoding: 'ucs2', characters: 20, parts: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { amountInWords, wordsLanguageOf } from './words.ts';

describe('amountInWords in Turkish', () => {
  it.each([
    ['0', 'sıfır Türk lirası'],
    ['1', 'bir Türk lirası'],
    ['10', 'on Türk lirası'],
    ['11', 'on bir Türk lirası'],
    ['19', 'on dokuz Türk lirası'],
    ['20', 'yirmi Türk lirası'],
    ['99', 'doksan dokuz Türk lirası'],
    ['100', 'yüz Türk lirası'],
    ['101', 'yüz bir Türk lirası'],
    ['200', 'iki yüz Türk lirası'],
    ['999', 'dokuz yüz doksan dokuz Türk lirası'],
    ['1000', 'bin Türk lirası'],
    ['1001', 'bin bir Türk lirası'],
    ['1100', 'bin yüz Türk lirası'],
    ['2000', 'iki bin Türk lirası'],
    ['11000', 'on bir bin Türk lirası'],
    ['100000', 'yüz bin Türk lirası'],
    ['101000', 'yüz bir bin Türk lirası'],
    ['1250.25', 'bin iki yüz elli Türk lirası yirmi beş kuruş'],
    ['1000000', 'bir milyon Türk lirası'],
    ['1001000', 'bir milyon bin Türk lirası'],
    ['2500000.50', 'iki milyon beş yüz bin Türk lirası elli kuruş'],
    ['1000000000', 'bir milyar Türk lirası'],
    [
      '999999999999.99',
      'dokuz yüz doksan dokuz milyar dokuz yüz doksan dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz Türk lirası doksan dokuz kuruş',
    ],
    ['0.01', 'sıfır Türk lirası bir kuruş'],
    ['0.5', 'sıfır Türk lirası elli kuruş'],
  ])('%s is "%s"', (amount, words) => {
    expect(amountInWords(amount, 'TRY', 'tr')).toBe(words);
  });
});

describe('amountInWords in English', () => {
  it.each([
    ['0', 'zero Turkish lira'],
    ['1', 'one Turkish lira'],
    ['11', 'eleven Turkish lira'],
    ['21', 'twenty-one Turkish lira'],
    ['100', 'one hundred Turkish lira'],
    ['115', 'one hundred fifteen Turkish lira'],
    ['1000', 'one thousand Turkish lira'],
    ['1250.25', 'one thousand two hundred fifty Turkish lira and twenty-five kuruş'],
    ['1000000', 'one million Turkish lira'],
    ['12000340', 'twelve million three hundred forty Turkish lira'],
  ])('%s is "%s"', (amount, words) => {
    expect(amountInWords(amount, 'TRY', 'en')).toBe(words);
  });

  it('writes dollars and cents, singular for one', () => {
    expect(amountInWords('1.01', 'USD', 'en')).toBe('one US dollar and one cent');
    expect(amountInWords('2.50', 'usd', 'en')).toBe('two US dollars and fifty cents');
    expect(amountInWords(19.99, 'EUR', 'en')).toBe('nineteen euros and ninety-nine cents');
    expect(amountInWords('3.07', 'EUR', 'tr')).toBe('üç avro yedi sent');
  });

  it('writes an unknown currency by its code and the hundredths as a fraction', () => {
    expect(amountInWords('5.07', 'CHF', 'en')).toBe('five CHF and 7/100');
    expect(amountInWords('5.07', 'CHF', 'tr')).toBe('beş CHF 7/100');
  });
});

describe('amountInWords refuses', () => {
  it('a negative amount', () => {
    expect(() => amountInWords('-1.00', 'TRY', 'tr')).toThrow(RangeError);
    expect(() => amountInWords(-0.01, 'USD', 'en')).toThrow(RangeError);
  });

  it('what is no amount, and a float with a third decimal', () => {
    expect(() => amountInWords('abc', 'TRY', 'tr')).toThrow(RangeError);
    expect(() => amountInWords(0.1 + 0.2, 'TRY', 'en')).toThrow(RangeError);
  });
});

describe('wordsLanguageOf', () => {
  it('writes Turkish for Turkish and English for the other languages', () => {
    expect(wordsLanguageOf('tr')).toBe('tr');
    expect(['en', 'de', 'es', 'ar'].map(wordsLanguageOf)).toEqual(['en', 'en', 'en', 'en']);
  });
});

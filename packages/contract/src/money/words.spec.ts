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

describe('amountInWords in German', () => {
  it.each([
    ['0', 'null Euro'],
    ['1', 'ein Euro'],
    ['16', 'sechzehn Euro'],
    ['21', 'einundzwanzig Euro'],
    ['100', 'einhundert Euro'],
    ['117', 'einhundertsiebzehn Euro'],
    ['1000', 'eintausend Euro'],
    ['1250.25', 'eintausendzweihundertfünfzig Euro und fünfundzwanzig Cent'],
    ['30080.01', 'dreißigtausendachtzig Euro und ein Cent'],
    ['1000000', 'eine Million Euro'],
    ['2300000', 'zwei Millionen dreihunderttausend Euro'],
    ['1000000000', 'eine Milliarde Euro'],
  ])('%s is "%s"', (amount, words) => {
    expect(amountInWords(amount, 'EUR', 'de')).toBe(words);
  });

  it('counts the lira as feminine', () => {
    expect(amountInWords('1', 'TRY', 'de')).toBe('eine Türkische Lira');
    expect(amountInWords('2.50', 'TRY', 'de')).toBe('zwei Türkische Lira und fünfzig Kuruş');
  });
});

describe('amountInWords in Spanish', () => {
  it.each([
    ['0', 'cero euros'],
    ['1', 'un euro'],
    ['16', 'dieciséis euros'],
    ['21', 'veintiún euros'],
    ['31', 'treinta y un euros'],
    ['100', 'cien euros'],
    ['101', 'ciento un euros'],
    ['1000', 'mil euros'],
    ['1250.25', 'mil doscientos cincuenta euros con veinticinco céntimos'],
    ['21000', 'veintiún mil euros'],
    ['1000000', 'un millón de euros'],
    ['2500000', 'dos millones quinientos mil euros'],
    ['1000000000', 'mil millones de euros'],
    ['0.01', 'cero euros con un céntimo'],
  ])('%s is "%s"', (amount, words) => {
    expect(amountInWords(amount, 'EUR', 'es')).toBe(words);
  });

  it('agrees with the feminine lira', () => {
    expect(amountInWords('1', 'TRY', 'es')).toBe('una lira turca');
    expect(amountInWords('221', 'TRY', 'es')).toBe('doscientas veintiuna liras turcas');
    expect(amountInWords('200000000', 'TRY', 'es')).toBe('doscientos millones de liras turcas');
    expect(amountInWords('1.01', 'USD', 'es')).toBe('un dólar estadounidense con un centavo');
  });
});

describe('amountInWords in Arabic', () => {
  it.each([
    ['0', 'صفر ليرة تركية'],
    ['1', 'واحد ليرة تركية'],
    ['12', 'اثنا عشر ليرة تركية'],
    ['25', 'خمسة وعشرون ليرة تركية'],
    ['100', 'مائة ليرة تركية'],
    ['1000', 'ألف ليرة تركية'],
    ['2000', 'ألفان ليرة تركية'],
    ['3000', 'ثلاثة آلاف ليرة تركية'],
    ['11000', 'أحد عشر ألف ليرة تركية'],
    ['1250.25', 'ألف ومائتان وخمسون ليرة تركية وخمسة وعشرون قرش'],
    ['2000000', 'مليونان ليرة تركية'],
  ])('%s is "%s"', (amount, words) => {
    expect(amountInWords(amount, 'TRY', 'ar')).toBe(words);
  });

  it('names no English word', () => {
    expect(amountInWords('987654.32', 'USD', 'ar')).not.toMatch(/[a-z]/i);
  });
});

describe('wordsLanguageOf', () => {
  it('writes each of the five languages in its own words, English for another', () => {
    expect(['tr', 'en', 'de', 'es', 'ar'].map(wordsLanguageOf)).toEqual(['tr', 'en', 'de', 'es', 'ar']);
    expect(wordsLanguageOf('fr')).toBe('en');
  });
});

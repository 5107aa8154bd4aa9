import { describe, expect, it } from 'vitest';
import { markdownPlainText } from './markdown-text.ts';

describe('markdownPlainText', () => {
  it('prints the words of emphasis without its marks', () => {
    expect(markdownPlainText('Veli, öğrencinin **2026-2027** eğitim yılı kaydını yaptırır.')).toBe(
      'Veli, öğrencinin 2026-2027 eğitim yılı kaydını yaptırır.',
    );
    expect(markdownPlainText('Taksitler her ayın *beşinci* gününe kadar ödenir.')).toBe(
      'Taksitler her ayın beşinci gününe kadar ödenir.',
    );
    expect(markdownPlainText('__bold__, _italic_, ~~struck~~ and `code`')).toBe('bold, italic, struck and code');
  });

  it('leaves marks that are not emphasis: a product, a snake_case name, a lone star', () => {
    expect(markdownPlainText('3 * 4 = 12 and file_name_here, 5*')).toBe('3 * 4 = 12 and file_name_here, 5*');
  });

  it('keeps a link label, drops heading and quote markers, and bullets list items, line by line', () => {
    expect(markdownPlainText('# Ücretler\n> Not\n- birinci\n* ikinci\nBkz. [yönetmelik](https://example.org/y)')).toBe(
      'Ücretler\nNot\n• birinci\n• ikinci\nBkz. yönetmelik',
    );
  });

  it('reads nested markdown as a reader would: quotes in quotes, lists in lists, marks in links, code kept as written', () => {
    expect(markdownPlainText('> > Alıntı içinde alıntı')).toBe('Alıntı içinde alıntı');
    expect(markdownPlainText('- birinci\n  - **iç** madde\n- ikinci')).toBe('• birinci\n  • iç madde\n• ikinci');
    expect(markdownPlainText('Bkz. [**madde [3]**](https://example.org/y_(2026))')).toBe('Bkz. madde [3]');
    expect(markdownPlainText('`**aynen**` ve \\*yıldız\\*')).toBe('**aynen** ve *yıldız*');
    expect(markdownPlainText('| Ay | Tutar |\n| - | - |\n| **Eylül** | 100 |')).toBe('Ay | Tutar\nEylül | 100');
  });
});

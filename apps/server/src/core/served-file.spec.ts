import { describe, expect, it } from 'vitest';
import { contentDisposition } from './served-file.ts';

describe('contentDisposition', () => {
  it('keeps a plain name as it is, in both forms', () => {
    expect(contentDisposition('inline', 'report-card.pdf')).toBe(
      `inline; filename="report-card.pdf"; filename*=UTF-8''report-card.pdf`,
    );
  });

  it('gives old clients an ASCII name and new ones the exact name, quotes and controls made harmless', () => {
    expect(contentDisposition('attachment', 'Şükrü\'nün "karnesi" (1)\r\n.pdf')).toBe(
      `attachment; filename="Sukru'nun _karnesi_ (1).pdf"; filename*=UTF-8''%C5%9E%C3%BCkr%C3%BC%27n%C3%BCn%20%22karnesi%22%20%281%29.pdf`,
    );
  });

  it('names a file that has no name left', () => {
    expect(contentDisposition('attachment', '\u0000\u0007 ')).toBe(
      `attachment; filename="file"; filename*=UTF-8''file`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatOf } from './file-formats.ts';

/** An ISO base media file's first box: its size, `ftyp`, the major brand, a version, compatible brands. */
const isoMedia = (brand: string, compatible: string): Uint8Array =>
  Buffer.concat([Buffer.from([0, 0, 0, 8 + 8 + compatible.length]), Buffer.from(`ftyp${brand}\0\0\0\0${compatible}`)]);

describe('formatOf', () => {
  it('tells an MP4 video from an AVIF or HEIC image, though all three open with a ftyp box', async () => {
    expect((await formatOf(isoMedia('isom', 'isomiso2avc1mp41')))?.extension).toBe('mp4');
    expect(await formatOf(isoMedia('avif', 'avifmif1miaf'))).toBeNull();
    expect(await formatOf(isoMedia('heic', 'mif1heic'))).toBeNull();
  });

  it('reads images, PDFs and zips from their first bytes, and nothing from plain text', async () => {
    expect((await formatOf(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')))?.extension).toBe('gif');
    expect((await formatOf(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1')))?.extension).toBe('pdf');
    expect(await formatOf(Buffer.from('just text'))).toBeNull();
  });
});

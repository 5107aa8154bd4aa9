/**
 * Printed documents as a reader gets them: the text of each page (the server tests' pdf.js
 * reader, shared rather than copied) and a page drawn to a PNG, to look at the layout.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export { pdfPages } from '../../apps/server/test/support/pdf-text.ts';

/**
 * Draws page `number` of the PDF at `scale` (1.5: an A4 page 893 px wide) and writes it as a PNG
 * to `file`; answers the file's size in bytes. The PDF's own fonts are used, as a viewer would.
 */
export const renderPdfPage = async (bytes: Uint8Array, file: string, number = 1, scale = 1.5): Promise<number> => {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    // A printed page is white: the canvas starts transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    const png = await canvas.encode('png');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    return png.length;
  } finally {
    await document.destroy();
  }
};

/** Checks the bytes are a PDF's (named `what` in the failure) and answers them. */
const isPdf = (bytes: Buffer, what: string): Buffer => {
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', `${what} is a PDF`);
  return bytes;
};

/** Clicks and answers the file the browser downloaded, checking the name it is saved under. */
export const downloadedPdf = async (page: Page, name: RegExp, click: () => Promise<void>): Promise<Buffer> => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  assert.match(download.suggestedFilename(), name);
  return isPdf(readFileSync(await download.path()), download.suggestedFilename());
};

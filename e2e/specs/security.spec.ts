/**
 * Security headers and upload rules, as a browser meets them: the app page carries its policy and
 * renders through sign-in and several screens without a single Content-Security-Policy violation;
 * an SVG school logo (with a script in it) is refused with the rule's message; an uploaded PNG is
 * served sandboxed; and the app refuses to render inside a frame.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, login, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

// A 1 x 1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(localStorage.getItem("kampus.token"))</script></svg>',
);

/** Every CSP violation any document of the page reports, from the `securitypolicyviolation` event and the console. */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame)/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return violations;
};

/** The school page's images section of Demo Middle School, as the headquarters admin. */
const openMiddleSchoolImages = async (page: Page): Promise<void> => {
  await openFromMenu(page, 'Organization', 'Institutions', '/organization');
  await page.getByRole('link', { name: 'Demo Middle School', exact: true }).click();
  await page.waitForURL((url) => /^\/organization\/\d+$/.test(url.pathname));
  await page.getByRole('tab', { name: 'Images', exact: true }).click();
  await seen(page.getByRole('button', { name: 'Upload image' }), 'the upload buttons of the images section');
};

appTest('the app page carries its policy and renders sign-in and screens with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const document = await page.goto('/login');
  assert.ok(document, 'the login page answered');
  const headers = document.headers();
  const policy = headers['content-security-policy'] ?? '';
  assert.match(policy, /script-src 'self'(;|$)/, 'scripts from the app only, no inline script');
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /object-src 'none'/);
  assert.equal(headers['x-frame-options'], 'DENY');
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(headers['cross-origin-opener-policy'], 'same-origin');

  await login(page, 'admin@kampus.test');
  await openMiddleSchoolImages(page);
  // A form: its validation builds zod schemas, whose compiler would probe for eval.
  await page.getByRole('tab', { name: 'Configuration', exact: true }).click();
  const form = page.getByRole('form', { name: 'Configuration' });
  await form.getByRole('textbox', { name: 'Support e-mail', exact: true }).fill('not-an-address');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(form.getByText('Email address is not valid.', { exact: true }), 'the e-mail error');
  await openFromMenu(page, 'Organization', 'Institutions', '/organization');
  await page.goto('/api/docs');
  await seen(page.getByRole('heading', { level: 1, name: /Kampus API/ }), 'the readable API page');
  assert.deepEqual(violations, [], 'no Content-Security-Policy violation');
});

appTest('an SVG logo is refused with the rule; a PNG is stored and served sandboxed', async ({ page }) => {
  const violations = await watchViolations(page);
  await login(page, 'admin@kampus.test');
  await openMiddleSchoolImages(page);
  const smallLogo = page.locator('input[type="file"][name="smallLogo"]');
  assert.equal(await smallLogo.getAttribute('accept'), 'image/png,image/jpeg,image/gif,image/webp');

  // Named and declared as a PNG: the server reads the bytes.
  await smallLogo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: SVG });
  await seen(
    page.getByRole('alert').filter({ hasText: 'This file must be a PNG, JPEG, GIF or WebP image.' }),
    'the refusal of the SVG logo',
  );

  await smallLogo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await seen(page.getByText('The image has been saved.', { exact: true }), 'the "saved" message');
  const preview = page.getByRole('img', { name: 'Small logo' });
  const source = await eventually(
    () => preview.getAttribute('src'),
    (src) => typeof src === 'string' && /^\/files\/schools\/\d+\/images\/smallLogo\.png\?v=\d+$/.test(src),
    'the preview of the stored small logo',
  );
  const file = await page.request.get(source ?? '');
  assert.equal(file.status(), 200);
  const headers = file.headers();
  assert.equal(headers['content-type'], 'image/png');
  assert.equal(headers['content-security-policy'], "default-src 'none'; sandbox");
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['x-frame-options'], 'DENY');
  assert.equal(headers['content-disposition'], undefined);
  assert.deepEqual(violations, [], 'no Content-Security-Policy violation');
});

appTest('the app refuses to render inside a frame of another site', async ({ page, baseUrl }) => {
  // Another site on this machine (a port of its own: another origin, the same local network, so
  // only the app's own headers can refuse the frame) whose page frames the login page.
  const framer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><title>framer</title><iframe name="kampus" src="${baseUrl}/login" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    const frame = await eventually(
      async () => page.frame({ name: 'kampus' }),
      (found) => found !== null,
      'the frame element',
    );
    // The browser replaces a refused frame's document with its own error page.
    await eventually(
      async () => frame?.url() ?? '',
      (url) => url.startsWith('chrome-error:'),
      'the browser to refuse to show Kampus in the frame',
    );
    assert.equal(await frame?.locator('#root').count(), 0, 'no Kampus page rendered inside the frame');
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});

/**
 * A learning tool over LTI 1.3 (issue 34, part 2), as its people meet it: the school registers the
 * tool on the generic screen (Kampus makes its client and deployment ids), the teacher links it in
 * 9-A for Mathematics, and Deniz's parent, on a 390 px phone in Turkish, finds it on Learning tools
 * and opens it: the browser goes to the tool's login, back to Kampus's authentication request,
 * whose page posts the launch to the tool by the one script its policy allows, and the tool names
 * the parent as a Mentor in 9-A's Mathematics. In Arabic the page reads right to left.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { chooseLanguage, eventually, login, openFromMenu, pickReference, seen } from '../support/flows.ts';
import { startToolStandin, type ToolStandin } from '../support/lti-tool-standin.ts';
import { startServer } from '../support/server.ts';

// Its own server: the link shows on every family's Learning tools page.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

let tool: ToolStandin;

appTest('the school registers a tool, the teacher links it, the parent opens it on a phone', async ({ page }) => {
  tool = await startToolStandin();
  try {
    await login(page, 'school@kampus.test');
    await openFromMenu(page, 'Settings', 'LTI tools', '/config/lti-tools');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    const form = page.getByRole('form', { name: 'New record' });
    await seen(form, 'the new tool’s form');
    await form.getByLabel(/^Title/).fill('Quiz tool');
    await form.getByLabel(/^Login initiation URL/).fill(`${tool.url}/login`);
    await form.getByLabel(/^Launch URL/).fill(`${tool.url}/launch`);
    await form.getByLabel(/^Public keys URL/).fill(`${tool.url}/jwks`);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page.getByText('Saved.', { exact: true }), 'the tool saved');
    // The ids the tool's administrator needs are Kampus's, shown once saved.
    await page.goto('/config/lti-tools');
    await seen(page.getByText('Quiz tool', { exact: true }).first(), 'the tool in the list');

    await page.evaluate(() => localStorage.clear());
    await login(page, 'teacher@kampus.test');
    await openFromMenu(page, 'Classes', 'Tool links', '/lti-links');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    const link = page.getByRole('form', { name: 'New record' });
    await seen(link, 'the new link’s form');
    await pickReference(link, 'Tool', 'Quiz', 'Quiz tool');
    await pickReference(link, 'Class', '9-A', '9-A');
    await pickReference(link, 'Subject', 'Mathematics 9', 'Mathematics 9');
    await link.getByLabel(/^Title/).fill('Equations quiz');
    await link.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page.getByText('Saved.', { exact: true }), 'the link saved');

    await page.evaluate(() => localStorage.clear());
    await login(page, 'parent@kampus.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/learning-tools');
    await chooseLanguage(page, 'Türkçe');
    await seen(page.getByRole('heading', { name: 'Öğrenme araçları' }), 'the page in Turkish');
    const card = page.getByRole('region', { name: 'Equations quiz' });
    await seen(card, 'the link’s card, titled by the link');
    await seen(card.getByText(/Quiz tool/), 'the tool named on the card');
    await eventually(
      () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      (overflow) => overflow <= 1,
      'no sideways scroll at 390 px',
    );
    // Nothing of staff: no New, no table of links.
    assert.equal(await page.getByRole('link', { name: 'Yeni', exact: true }).count(), 0);
    assert.equal(await page.getByRole('grid').count(), 0);
    await card.getByRole('button', { name: 'Aç: Equations quiz' }).click();
    await page.waitForURL(`${tool.url}/launch`);
    await seen(page.getByRole('heading', { name: 'Launched' }), 'the tool’s launch page');
    const text = await page.locator('main').innerText();
    assert.match(text, /Role: Mentor/);
    assert.match(text, /Context: 9-A /);
    assert.match(text, /State: state-of-the-standin/);

    // In Arabic the same page, right to left.
    await page.goto('/learning-tools');
    await seen(page.getByRole('heading', { name: 'Öğrenme araçları' }), 'back in Turkish');
    await chooseLanguage(page, 'العربية', 'Dil');
    await seen(page.getByRole('heading', { name: 'أدوات التعلّم' }), 'the page in Arabic');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    // The names keep their own order inside the Arabic words (isolated).
    await seen(page.getByRole('button', { name: 'فتح \u2068Equations quiz\u2069' }), 'Open, in Arabic');
  } finally {
    await tool.close();
  }
});

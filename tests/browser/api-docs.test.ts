/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH } from '@hub/proto/api';
import { axeFailure } from '../support/axe';
import { hasChromium, launchChromium, screenshot, VIEWPORTS } from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

describe.skipIf(!hasChromium)('the API docs page in the browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`reads on a ${viewport} screen, within its width, without an accessibility fault`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text());
      });
      await page.goto(`${stack.url}${API_DOCS_PATH}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/API/);
      await screenshot(page, `api-docs-${viewport}`, { fullPage: false });

      // An operation opens from the keyboard and shows its parameters, body and answers.
      const operation = page.locator('details#postBloomStateSave');
      await operation.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(operation.getAttribute('open')).resolves.toBe('');
      await operation.scrollIntoViewIfNeeded();
      await screenshot(page, `api-docs-${viewport}-operation`, { fullPage: false });
      // A schema named there links to its own entry further down.
      await operation.getByRole('link', { name: 'BloomSaveBodyInput', exact: true }).click();
      await expect(page.evaluate(() => window.location.hash)).resolves.toBe(
        '#schema-BloomSaveBodyInput',
      );

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeFailure(page, `the API docs (${viewport})`)).toBeNull();
      // The site's CSP refused nothing on the page (it has no script, and inline styles only).
      expect(refused).toEqual([]);
      await context.close();
    });
  }
});

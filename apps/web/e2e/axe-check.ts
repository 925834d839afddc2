import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules most specs check: WCAG 2.0 A and AA, WCAG 2.1 AA. */
const defaultTags = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Every serious or critical violation on the page, one line per rule with its elements, prefixed by `label`. */
export async function findSeriousViolations(
  page: Page,
  label: string,
  tags: string[] = defaultTags,
): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Fails with the rule and elements of every serious or critical WCAG 2.1 AA violation on the page. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  expect(await findSeriousViolations(page, label)).toEqual([]);
}

/** Axe in the light theme, then the dark one, switched with the header's toggle so the page keeps its state. */
export async function checkBothThemes(page: Page, label: string) {
  await expectNoSeriousViolations(page, `${label} (light)`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page, `${label} (dark)`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

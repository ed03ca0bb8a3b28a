import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * Waits for the page's finite animations (the page fade-in, a dialog opening) to finish: colours
 * read mid-fade are blends, and axe would report contrast the finished page does not have.
 * Endless ones (spinners, skeleton shimmer) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core in the page and returns its violations as "rule: targets" lines. axe is evaluated
 * by the test (as DevTools does), not added as a <script>: the production web server's CSP
 * rightly refuses a script of unknown origin, and the check runs in both projects.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // Half a megabyte of source: sent once per document, not at every check of the same page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return (violations as AxeViolation[]).map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}

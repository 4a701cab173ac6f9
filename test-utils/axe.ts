import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered tree and fails with each violation's rule, impact and nodes.
 * jsdom cannot compute colours, so colour contrast is checked in the browser (stories and visual tests).
 */
export async function expectNoAxeViolations(node: Element = document.body): Promise<void> {
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}

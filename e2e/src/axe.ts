// axe-core run inside the page under test, its findings printed so that a failure names what to fix.
import axe from 'axe-core';
import type { Page } from 'puppeteer-core';

/** WCAG 2.1 A and AA, and axe's best practices (headings, landmarks, one main…). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** The violations axe finds on the page as it is now, reduced to what a person needs to find and fix each. */
export async function axeViolations(page: Page): Promise<Finding[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async (tags: string[]) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  }, TAGS);
}

/** One readable block per violation: the rule, how bad, and each element with what is wrong with it. */
export function describeViolations(screen: string, findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${screen}: ${finding.id} (${finding.impact ?? 'no impact given'}) ${finding.help}\n` +
        finding.nodes.map((node) => `    ${node.target}\n      ${node.summary}`).join('\n'),
    )
    .join('\n');
}

/** Fails with every violation of `screen` listed, or passes when axe finds none. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const findings = await axeViolations(page);
  expect(describeViolations(screen, findings)).toBe('');
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

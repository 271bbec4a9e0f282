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

/**
 * The violations axe finds on the page as it is now, reduced to what a person needs to find and fix each.
 *
 * One exception, for Khmer only: label-content-name-mismatch compares words after replacing every character
 * that is not a letter or digit by a space, and Khmer vowel signs and the coeng (U+17B4–U+17D3) are marks, not
 * letters. So a visible "លុប" (delete) becomes "ល ប" while the name "លុបរូបភាព…" (delete the picture…, Khmer
 * writes no space between words) becomes "ល បរ បភ …", and axe reports a name that does begin with the visible
 * word. Such a node is dropped when its accessible name, as written, contains its visible text; any other
 * mismatch in Khmer still fails.
 */
export async function axeViolations(page: Page): Promise<Finding[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async (tags: string[]) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    const khmer = document.documentElement.lang === 'km';
    const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const nameHoldsItsText = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) return false;
      const name = element.getAttribute('aria-label') ?? '';
      return name !== '' && squeezed(name).includes(squeezed(element.innerText));
    };
    return results.violations
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes
          .filter(
            (node) =>
              !(
                khmer &&
                violation.id === 'label-content-name-mismatch' &&
                nameHoldsItsText(node.target.join(' '))
              ),
          )
          .map((node) => ({
            target: node.target.join(' '),
            summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
          })),
      }))
      .filter((violation) => violation.nodes.length > 0);
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

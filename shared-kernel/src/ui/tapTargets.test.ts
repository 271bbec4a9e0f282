import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The kernel's shared buttons and links keep a tap target of at least 44×44 CSS px (WCAG 2.5.5, the project's
 * rule). jsdom lays nothing out, so the style sheets themselves are read: each class a button or link wears must
 * set a minimum width and height of 2.75rem and a display that lets them apply (an inline <a> ignores both).
 */
const remPx = 16;
const displaysWithSize = new Set(['inline-flex', 'flex', 'inline-block', 'block', 'grid', 'inline-grid']);

function declarationsOf(sheet: string, className: string): Map<string, string> {
  const declarations = new Map<string, string>();
  const withoutComments = sheet.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors, body] of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const plain = selectors!.split(',').map((selector) => selector.trim());
    if (!plain.includes(`.${className}`)) continue;
    for (const declaration of body!.split(';')) {
      const [property, value] = declaration.split(':').map((part) => part.trim());
      if (property && value) declarations.set(property, value);
    }
  }
  return declarations;
}

function pixels(length: string | undefined): number {
  const match = /^([\d.]+)(rem|px)$/.exec(length ?? '');
  if (!match) return 0;
  return Number(match[1]) * (match[2] === 'rem' ? remPx : 1);
}

const sheets: [file: string, classes: string[]][] = [
  ['ui.module.css', ['button', 'iconButton']],
  ['page.module.css', ['primary', 'secondary', 'quiet', 'iconButton', 'choice']],
  ['pickerField.module.css', ['pickerButton']],
  // The week strip's days were 43 px wide on a 360 px phone (issue 32.8).
  ['weekStrip.module.css', ['weekDay']],
];

describe.each(sheets)('tap targets of %s', (file, classes) => {
  const sheet = readFileSync(join(__dirname, file), 'utf8');
  it.each(classes)('.%s is at least 44×44 px, on a <button> or an <a>', (className) => {
    const declarations = declarationsOf(sheet, className);
    expect(displaysWithSize.has(declarations.get('display') ?? 'inline')).toBe(true);
    expect(pixels(declarations.get('min-width'))).toBeGreaterThanOrEqual(44);
    expect(pixels(declarations.get('min-height'))).toBeGreaterThanOrEqual(44);
  });
});

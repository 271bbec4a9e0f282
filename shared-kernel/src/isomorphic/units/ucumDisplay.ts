// UCUM codes (FHIR `Quantity.code`, e.g. `mm[Hg]`, `kg/m2`) are written for machines; people read mmHg and
// kg/m². One conversion for every screen that shows a unit it received as a UCUM code.

const superscripts: Readonly<Record<string, string>> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

function superscript(exponent: string): string {
  return [...exponent].map((character) => superscripts[character] ?? character).join('');
}

/** Bracketed atoms whose bracket-free name is not how people write them. */
const bracketedAtoms: Readonly<Record<string, string>> = {
  '[iU]': 'IU',
  '[IU]': 'IU',
  '[in_i]': 'in',
  '[lb_av]': 'lb',
  '[degF]': '°F',
};

/** The micro prefix `u` before these atoms (not the enzyme unit `U`). */
const microPrefixed = /(^|[./])u(?=(?:g|L|l|mol|m|s|eq|IU|U)(?![a-zA-Z]))/g;

function displayTerm(term: string): string {
  return (
    term
      .replace(/\[[^\]]*\]/g, (atom) => bracketedAtoms[atom] ?? atom.slice(1, -1))
      .replace(/\bCel\b/g, '°C')
      .replace(/10[*^](-?\d+)/g, (_, exponent: string) => `10${superscript(exponent)}`)
      .replace(microPrefixed, '$1µ')
      .replace(/([A-Za-zµ])(-?\d+)/g, (_, atom: string, exponent: string) => atom + superscript(exponent))
      // `.` multiplies units; between digits it would be a decimal point, which stays.
      .replace(/(?<!\d)\.|\.(?!\d)/g, '·')
  );
}

/** An annotation (`{1.73_m2}`, `{steps}`) is free text: underscores are spaces, and an area or volume reads m². */
function displayAnnotation(annotation: string): string {
  return annotation
    .split('_')
    .map((word) =>
      word.replace(/^([kcdm]?m)([23])$/, (_, atom: string, exponent: string) => atom + superscript(exponent)),
    )
    .join(' ');
}

/**
 * How people write a unit given as a UCUM code: `mm[Hg]` → mmHg, `kg/m2` → kg/m², `10*3/uL` → 10³/µL,
 * `mL/min/{1.73_m2}` → mL/min/1.73 m², `Cel` → °C, `kg.m-2` → kg·m⁻². Units without UCUM notation
 * (mg/dL, %, U/L) come back as they are.
 */
export function displayUnit(ucumCode: string): string {
  return ucumCode
    .split(/(\{[^}]*\})/)
    .map((part) =>
      part.startsWith('{') && part.endsWith('}') ? displayAnnotation(part.slice(1, -1)) : displayTerm(part),
    )
    .join('');
}

// Rewrites an ES module so that it exports only the names given in `options.keep` (see shared-exports.cjs).
// It handles what the libraries' ES entries are made of: `export { a, b as c } [from '...']` lists and
// `export const|let|var|function|class name` declarations. A kept name the module does not export fails the build.
const exportList = /\bexport\s*\{([^}]*)\}(\s*from\s*(['"])[^'"]+\3)?\s*;?/g;
const exportDeclaration = /\bexport\s+((?:const|let|var|function\*?|class)\s+)([A-Za-z_$][\w$]*)/g;

module.exports = function keepExportsLoader(source) {
  const keep = new Set(this.getOptions().keep);
  const exported = new Set();
  let result = source.replace(exportList, (statement, specifiers, from = '') => {
    const kept = specifiers
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .filter((specifier) => {
        const name = specifier.split(/\s+as\s+/).pop();
        if (!keep.has(name)) return false;
        exported.add(name);
        return true;
      });
    return kept.length ? `export { ${kept.join(', ')} }${from};` : '';
  });
  result = result.replace(exportDeclaration, (declaration, kind, name) => {
    if (!keep.has(name)) return `${kind}${name}`;
    exported.add(name);
    return declaration;
  });
  const missing = [...keep].filter((name) => !exported.has(name));
  if (missing.length) {
    throw new Error(`keep-exports-loader: ${this.resourcePath} does not export ${missing.join(', ')}`);
  }
  return result;
};

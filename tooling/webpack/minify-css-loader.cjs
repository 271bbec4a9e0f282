// Production builds minify each stylesheet before css-loader reads it (issue 15: the CSS travels inside the
// JavaScript chunks as strings, comments and indentation included). Only what is safe without a CSS parser:
// comments go, whitespace runs become one space, the spaces around `{ } ; , >` and after `:` go, and the `;`
// before a `}`. Quoted strings are kept as written; spaces before `:` (`.a :global(.b)`) and around `+`, `-`
// and `~` (`calc(1rem + 2px)`) are kept.
const tokens = /\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g;

function minifyPlain(text) {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}');
}

function minifyCss(css) {
  let result = '';
  let plain = '';
  let last = 0;
  for (const match of css.matchAll(tokens)) {
    plain += css.slice(last, match.index);
    last = match.index + match[0].length;
    // A comment is no token at all (`.a/**/.b` is `.a.b`); a string goes out as written.
    if (!match[0].startsWith('/*')) {
      result += minifyPlain(plain) + match[0];
      plain = '';
    }
  }
  return (result + minifyPlain(plain + css.slice(last))).trim();
}

module.exports = function minifyCssLoader(source) {
  return minifyCss(source);
};
module.exports.minifyCss = minifyCss;

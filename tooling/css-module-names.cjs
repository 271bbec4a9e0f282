// Jest stand-in for CSS files: a CSS module's class names come back as their own keys.
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) });

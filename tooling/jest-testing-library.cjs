// Screen tests wait for what a person would see: on a loaded 2-core machine that took longer than Testing
// Library's 1 s default (`findBy…`, `waitFor`), and a slow machine must not fail a test.
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 15_000 });

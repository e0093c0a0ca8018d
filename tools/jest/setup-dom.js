require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom lacks these browser APIs that Mantine reads.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
window.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

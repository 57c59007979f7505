/* global module */
// Jest stand-in for a CSS Module: every class name maps to itself, so render tests can find it.
module.exports = new Proxy(
  {},
  { get: (_target, key) => (key === '__esModule' ? false : String(key)) },
);

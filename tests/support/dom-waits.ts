// npm test runs the unit tests beside the browser tests on two cores, so a jsdom render can take
// longer than Testing Library's one-second default to show what a test waits for: findBy* and
// waitFor wait up to ten seconds. A test that fails still fails, only later.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

// The response headers on which npm start and nginx must agree for every address of a build
// (server/serve.test.ts on a small site, tests/e2e/hosting-parity.spec.ts on the real builds).
export const PARITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'cache-control',
  'content-type',
  'location',
] as const;

// Partytown's own snippet (partytown.js in the library folder of @qwik.dev/partytown, the code
// its integration's partytownSnippet() returns after the config), as the post-build's esbuild
// hands it to the consent gate (postbuild/consent-gate.ts): the snippet's code as the body of one
// function, so that it runs only once the reader has accepted.
declare module 'virtual:partytown-snippet' {
  /** Starts Partytown with the config on `window.partytown`. */
  export function runPartytownSnippet(): void;
}

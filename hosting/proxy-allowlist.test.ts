import { describe, expect, it } from 'vitest';

import { checkAllowlist, proxyAddress, proxyParameterValues } from './proxy-allowlist.ts';

describe('checkAllowlist', () => {
  it('is empty for a site without third-party scripts', () => {
    expect(checkAllowlist([])).toEqual([]);
  });

  it('sorts the URLs and drops repeats', () => {
    expect(checkAllowlist(['https://b.example/x.js', 'https://a.example/y.js', 'https://b.example/x.js'])).toEqual([
      'https://a.example/y.js',
      'https://b.example/x.js',
    ]);
  });

  it('refuses anything but a plain https URL, naming it', () => {
    expect(() => checkAllowlist(['http://a.example/x.js'])).toThrow('"http://a.example/x.js" is not https');
    expect(() => checkAllowlist(['a.example/x.js'])).toThrow('is not a URL');
    expect(() => checkAllowlist(['https://user:pw@a.example/x.js'])).toThrow('credentials');
  });

  it('refuses characters nginx would read as syntax', () => {
    expect(() => checkAllowlist(['https://a.example/x.js?v=$1'])).toThrow('contains a quote, backslash, $');
  });
});

describe('proxyParameterValues', () => {
  it('accepts the URL as encodeURIComponent writes it and as typed', () => {
    expect(proxyParameterValues('https://a.example/x.js?id=1')).toEqual([
      'https%3A%2F%2Fa.example%2Fx.js%3Fid%3D1',
      'https://a.example/x.js?id=1',
    ]);
  });
});

describe('proxyAddress', () => {
  it('is the proxy path with the URL encoded in its url parameter', () => {
    expect(proxyAddress('https://a.example/x.js')).toBe('/__third-party-proxy?url=https%3A%2F%2Fa.example%2Fx.js');
  });
});

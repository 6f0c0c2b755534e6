import { describe, expect, it } from 'vitest';

import { parseAllowlist, proxyAddress, proxyParameterValues } from './third-party-proxy';

describe('parseAllowlist', () => {
  it('is empty when nothing is configured', () => {
    expect(parseAllowlist(undefined)).toEqual([]);
    expect(parseAllowlist('  \n ')).toEqual([]);
  });

  it('reads URLs separated by spaces or newlines, sorted, without repeats', () => {
    expect(parseAllowlist('https://b.example/x.js\nhttps://a.example/y.js https://b.example/x.js')).toEqual([
      'https://a.example/y.js',
      'https://b.example/x.js',
    ]);
  });

  it('refuses anything but a plain https URL, naming it', () => {
    expect(() => parseAllowlist('http://a.example/x.js')).toThrow('"http://a.example/x.js" is not https');
    expect(() => parseAllowlist('a.example/x.js')).toThrow('is not a URL');
    expect(() => parseAllowlist('https://user:pw@a.example/x.js')).toThrow('credentials');
  });

  it('refuses characters nginx would read as syntax', () => {
    expect(() => parseAllowlist('https://a.example/x.js?v=$1')).toThrow('contains a quote, backslash, $');
  });
});

describe('proxyParameterValues', () => {
  it('accepts the URL as encodeURIComponent writes it and as typed', () => {
    expect(proxyParameterValues('https://a.example/x.js?id=1')).toEqual(['https%3A%2F%2Fa.example%2Fx.js%3Fid%3D1', 'https://a.example/x.js?id=1']);
  });
});

describe('proxyAddress', () => {
  it('is the proxy path with the URL encoded in its url parameter', () => {
    expect(proxyAddress('https://a.example/x.js')).toBe('/__third-party-proxy?url=https%3A%2F%2Fa.example%2Fx.js');
  });
});

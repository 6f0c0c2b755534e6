import { describe, expect, it } from 'vitest';

import { baseContentSecurityPolicy, contentSecurityPolicy, SECURITY_HEADERS } from './security-headers.ts';

const page = {
  scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"],
  styleHashes: [],
  hasStyleAttributes: false,
  unmarkedScripts: [],
  blockedInlineCode: [],
  offMainThreadScripts: [],
};
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it("allows the site's files and exactly the page's inline scripts", () => {
    expect(directive(contentSecurityPolicy(page), 'script-src')).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    for (const policy of [
      contentSecurityPolicy(page),
      contentSecurityPolicy({ ...page, hasStyleAttributes: true }),
      contentSecurityPolicy(),
    ]) {
      expect(directive(policy, 'script-src')).not.toMatch(/unsafe/);
    }
  });

  it('allows no inline code at all for a response that is not a page', () => {
    expect(directive(contentSecurityPolicy(), 'script-src')).toBe("script-src 'self'");
    expect(directive(contentSecurityPolicy(), 'style-src')).toBe("style-src 'self'");
  });

  it("falls back to style-src 'unsafe-inline' only for a page with style attributes", () => {
    expect(directive(contentSecurityPolicy({ ...page, styleHashes: ["'sha256-S='"] }), 'style-src')).toBe(
      "style-src 'self' 'sha256-S='",
    );
    expect(directive(contentSecurityPolicy({ ...page, hasStyleAttributes: true }), 'style-src')).toBe(
      "style-src 'self' 'unsafe-inline'",
    );
  });

  it('forbids framing and plugins', () => {
    expect(contentSecurityPolicy(page)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(page)).toContain("object-src 'none'");
  });
});

describe('contentSecurityPolicy of a page with Partytown', () => {
  const withScripts = {
    ...page,
    offMainThreadScripts: ['https://www.googletagmanager.com/gtag/js?id=G-1', 'https://stats.example/a.js'],
  };

  it("allows each third-party script's exact address, without its query, for the main-thread fallback", () => {
    expect(directive(contentSecurityPolicy(withScripts), 'script-src')).toBe(
      "script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://www.googletagmanager.com/gtag/js https://stats.example/a.js",
    );
  });

  it("allows Partytown's same-origin sandbox frame, and only on such a page", () => {
    expect(directive(contentSecurityPolicy(withScripts), 'frame-src')).toBe("frame-src 'self'");
    expect(directive(contentSecurityPolicy(page), 'frame-src')).toBe("frame-src 'none'");
  });

  it("still never allows 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    expect(directive(contentSecurityPolicy(withScripts), 'script-src')).not.toMatch(/unsafe/);
  });
});

describe('baseContentSecurityPolicy', () => {
  it("is part of every page's policy and restricts neither scripts nor styles", () => {
    for (const part of baseContentSecurityPolicy().split('; ')) expect(contentSecurityPolicy(page)).toContain(part);
    expect(baseContentSecurityPolicy()).not.toMatch(/default-src|script-src|style-src/);
  });
});

describe('SECURITY_HEADERS', () => {
  const headers = new Map(SECURITY_HEADERS);

  it('holds HSTS, nosniff, the referrer policy and COOP', () => {
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('denies powerful features but lets the page itself write to the clipboard', () => {
    const policy = headers.get('Permissions-Policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('clipboard-write=(self)');
  });
});

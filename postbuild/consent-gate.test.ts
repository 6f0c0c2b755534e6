import { SCRIPT_TYPE } from '@qwik.dev/partytown/integration';
import { describe, expect, it } from 'vitest';

import { PARTYTOWN_SCRIPT_TYPE } from '../browser/consent/consent-record.ts';
import type { ThirdPartyScript } from '../lib/content/model/index.ts';
import { clientSettings } from '../lib/site/client-settings.ts';
import { bundleConsentGate } from './consent-gate.ts';

const TAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST';
const ANALYTICS: ThirdPartyScript = {
  src: TAG,
  name: 'Analytics',
  receives: 'the page address',
  purpose: 'analytics',
  storesDataIn: 'US',
  forward: ['dataLayer.push'],
};
const gateSettings = (thirdPartyScripts: ThirdPartyScript[]) =>
  clientSettings({ locale: 'en_US', serviceWorker: false, thirdPartyScripts }).consentGate;

describe('the consent gate of a site', () => {
  it('is nothing at all for a site without third-party scripts', () => {
    expect(gateSettings([])).toBeUndefined();
  });

  it('configures the library path, the 10 s main-thread fallback, the forwarded globals and the proxy hook', async () => {
    const snippet = await bundleConsentGate(process.cwd(), gateSettings([ANALYTICS])!);
    expect(snippet).toContain('"lib":"/~partytown/"');
    expect(snippet).toContain('"fallbackTimeout":10000');
    expect(snippet).toContain('["dataLayer.push"]');
    expect(snippet).toContain('/__third-party-proxy?url=');
  }, 30_000);

  it('is one classic script, the same bytes for the same settings, and other bytes for another script list', async () => {
    const settings = gateSettings([ANALYTICS])!;
    const [first, second, other] = await Promise.all([
      bundleConsentGate(process.cwd(), settings),
      bundleConsentGate(process.cwd(), settings),
      bundleConsentGate(process.cwd(), gateSettings([{ ...ANALYTICS, src: `${TAG}2` }])!),
    ]);
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    expect(first).toContain(settings.version);
    // No import or export survives: the browser runs it as the parser reaches it.
    expect(first).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(first).not.toMatch(/\bimport\b|\bexport\b|"use strict"/);
  }, 30_000);
});

describe("the third-party scripts' type", () => {
  it("is Partytown's, which its snippet collects", () => {
    expect(PARTYTOWN_SCRIPT_TYPE).toBe(SCRIPT_TYPE);
  });
});

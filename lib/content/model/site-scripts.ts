// The third-party scripts of site.yaml and the consent a site asks before they run
// (docs/sites.md#consent). Every message is phrased as what was expected: the problem line adds
// the file, field and value.
import { z } from 'zod';

import { countryCode, text } from './fields.ts';

/** What a third-party script is for. */
export const SCRIPT_PURPOSES = ['analytics', 'advertising'] as const;

/**
 * How a site asks before its third-party scripts run. `opt-in` is the one rule the product has:
 * no script, and no request for one, before the reader agrees (docs/sites.md#consent).
 */
export const CONSENT_RULES = ['opt-in'] as const;

/** A script name forwarded from the main thread to the worker, e.g. dataLayer.push. */
const FORWARD_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/** A cookie name, or its start: letters, digits, _ and - (RFC 6265 allows more; no service needs it). */
const COOKIE_NAME = /^[A-Za-z0-9_-]+$/;

export const thirdPartyScriptSchema = z.strictObject({
  /** Fetched through /__third-party-proxy; the list of these URLs is the proxy's allowlist. */
  src: z
    .url({ protocol: /^https$/, error: 'an https URL of the script' })
    // nginx reads the allowlist inside quoted strings (postbuild/hosting/nginx-config.ts).
    .regex(/^[^"'\\$;{}\s#]+$/, {
      error: 'an https URL without quotes, backslashes, $, ;, braces, spaces or a #fragment',
    })
    // The proxy matches the URL the browser asks for character by character: write it as browsers do.
    .refine((src) => URL.canParse(src) && new URL(src).href === src, {
      error: 'the URL as a browser writes it (lowercase host, a path such as / after the host, no default port)',
    }),
  /** The service's name as readers know it, for the privacy policy, e.g. Google Analytics. */
  name: text("the service's name, e.g. Google Analytics"),
  /** What the service receives from a reader, in the site's language, for the privacy policy. */
  receives: text('what the service receives from a reader, for the privacy policy'),
  /** Why the site runs it; the consent bar and the privacy policy name the purpose. */
  purpose: z.enum(SCRIPT_PURPOSES, { error: `one of ${SCRIPT_PURPOSES.join(', ')}` }),
  /**
   * The country where the service stores what it receives (ISO 3166-1 alpha-2, e.g. RU or US):
   * the privacy policy states it, and data laws such as Russia's 152-FZ and Turkey's KVKK turn on it.
   */
  stores_data_in: countryCode(),
  /** Globals the page calls that Partytown forwards to the worker (Partytown's `forward`). */
  forward: z
    .array(z.string().regex(FORWARD_NAME, { error: 'a global name such as dataLayer.push' }), {
      error: 'a list of global names',
    })
    .default([]),
  /**
   * The company that processes what the service receives on the operator's behalf, e.g.
   * ООО «Яндекс»: the privacy policy names it (152-FZ art. 6 part 3).
   */
  processor: text("the company that processes the data on the operator's behalf, e.g. ООО «Яндекс»").optional(),
  /** How long the service keeps what it receives, in the site's language, for the privacy policy. */
  retention: text("how long the service keeps what it receives, in the site's language").optional(),
  /** The cookie that tells the reader's browser apart, e.g. _ym_uid: the consent bar names it. */
  id_cookie: z.string().regex(COOKIE_NAME, { error: 'a cookie name such as _ym_uid' }).optional(),
  /**
   * What every cookie and localStorage key the service sets begins with, e.g. _ym_: withdrawing
   * consent deletes them (docs/sites.md#consent).
   */
  cookie_prefix: z.string().regex(COOKIE_NAME, { error: 'the start of a cookie name, such as _ym_' }).optional(),
});

/** How the site asks before its third-party scripts run. */
export const consentSchema = z.strictObject({
  rule: z.enum(CONSENT_RULES, { error: `one of ${CONSENT_RULES.join(', ')}` }),
});

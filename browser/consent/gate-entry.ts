// The consent gate's entry: what the post-build bundles into the inline script of every page of
// a site with third-party scripts (postbuild/consent-gate.ts). The site's settings are written in
// as one JSON string, Partytown's snippet as the module below: both are part of the inline bytes
// the page's Content-Security-Policy hashes.
import { runPartytownSnippet } from 'virtual:partytown-snippet';

import type { ConsentGateSettings } from '../../lib/site/client-settings.ts';
import { runConsentGate } from './gate.ts';

runConsentGate(JSON.parse(process.env.CONSENT_GATE_SETTINGS!) as ConsentGateSettings, runPartytownSnippet);

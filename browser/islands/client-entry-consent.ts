// The client of a site with third-party scripts: the shell and islands of every site
// (client-entry), and the consent bar's code. The post-build step bundles this entry instead of
// client-entry for such a site only (postbuild/client-bundle), so every other site's bundle is
// byte for byte what it would be without consent code (docs/client-shell.md#the-consent-gate).
import './client-entry.ts';

import { startConsentBar } from '../consent/consent-bar.ts';
import type { ConsentSettings } from '../../lib/site/client-settings.ts';

startConsentBar(JSON.parse(process.env.SITE_CLIENT_SETTINGS_CONSENT!) as ConsentSettings);

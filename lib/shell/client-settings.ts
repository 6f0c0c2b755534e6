// The site's settings in the browser: the post-build step writes them into the client bundle
// in place of this expression (lib/build/client-bundle, lib/site/client-settings). Only the
// type is imported, so no dictionary of words reaches the browser.
import type { ClientSettings } from '../site/client-settings';

export const CLIENT_SETTINGS = process.env.SITE_CLIENT_SETTINGS as unknown as ClientSettings;

// The site's one script: hydrates the islands of the page and starts the client shell. The
// post-build step bundles it (lib/build/client-bundle) and links it from every page.
import { readShellConfig, startShell } from '@/lib/shell/runtime';

import { mountIslands, unmountIslands } from './mount';

mountIslands(document);
const config = readShellConfig(document);
if (config) startShell(config, { beforeSwap: unmountIslands, afterSwap: mountIslands });

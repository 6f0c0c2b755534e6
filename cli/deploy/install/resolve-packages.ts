// Loaded with `node --import` by run-deploy.sh. The deploy's modules are the checkout's, its
// packages are this folder's. A package name is looked up here first, whoever imports it, so a
// node_modules folder elsewhere (next to the checkout's modules, or above them) is never
// consulted; and any module resolved into a node_modules folder other than this folder's is
// refused, so nothing the lock file does not name can load.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const INSTALL_FOLDER = pathToFileURL(`${import.meta.dirname}/`).href;
const INSTALL_PACKAGES = `${INSTALL_FOLDER}node_modules/`;
const PATH_OR_URL = /^(?:\.|\/|[a-z][a-z0-9+.-]*:)/i;

registerHooks({
  resolve(specifier, context, nextResolve) {
    // A package's own imports (its dependencies, nested node_modules) resolve as npm laid them out.
    const importer = context.parentURL;
    const fromInstall = importer?.startsWith(INSTALL_PACKAGES) ?? false;
    const bare = !PATH_OR_URL.test(specifier) && !specifier.startsWith('#');
    // Node climbs from this folder to the root, so a name missing here may still land elsewhere.
    const resolved = nextResolve(specifier, bare && !fromInstall ? { ...context, parentURL: INSTALL_FOLDER } : context);
    if (
      resolved.url.startsWith('file:') &&
      resolved.url.includes('/node_modules/') &&
      !resolved.url.startsWith(INSTALL_PACKAGES)
    )
      throw new Error(
        `deploy: "${specifier}" (imported by ${importer ?? 'the command line'}) resolves to ${resolved.url}; expected a package of ${INSTALL_PACKAGES}`,
      );
    return resolved;
  },
});

// Loaded with `node --import` by run-deploy.sh. The deploy's modules are the checkout's, its
// packages are this folder's: a package a module outside this folder imports is not found next
// to that module (the checkout has no node_modules in the deploy job), so it is looked up here.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const INSTALL_FOLDER = pathToFileURL(`${import.meta.dirname}/`).href;
const PATH_OR_URL = /^(?:\.|\/|node:|file:|data:)/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (PATH_OR_URL.test(specifier) || (error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
      return nextResolve(specifier, { ...context, parentURL: INSTALL_FOLDER });
    }
  },
});

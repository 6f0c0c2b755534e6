// Whether and how a page starts the service worker (docs/behaviour.md#service-worker-registration). Loaded by the
// shell after the page has loaded, never on the way to the first paint.
import { CACHE_PREFIX, SERVICE_WORKER_URL } from '../service-worker/cache-names.ts';

/** What the original site logged, word for word (docs/behaviour.md#messages-kept-word-for-word). */
export const INSECURE_CONTEXT_ERROR = 'Service workers can only be used over HTTPS, or on localhost for development';

export type ServiceWorkerAction =
  /** The site turns it on, over HTTPS or on this machine. */
  | 'register'
  /** The site turns it on, but the page came over plain HTTP from elsewhere: log, do nothing. */
  | 'refuse-insecure'
  /** The site turns it off: remove any worker an earlier build registered (the kill switch). */
  | 'unregister'
  /** The browser has no service workers. */
  | 'none';

export interface ServiceWorkerContext {
  enabled: boolean;
  protocol: string;
  hostname: string;
  /** Whether navigator.serviceWorker exists (browsers hide it outside secure contexts). */
  supported: boolean;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** HTTPS, or this machine (as the original allowed for development and tests). */
export function isAllowedOrigin(protocol: string, hostname: string): boolean {
  return protocol === 'https:' || LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

export function serviceWorkerAction({
  enabled,
  protocol,
  hostname,
  supported,
}: ServiceWorkerContext): ServiceWorkerAction {
  if (!enabled) return supported ? 'unregister' : 'none';
  if (!isAllowedOrigin(protocol, hostname)) return 'refuse-insecure';
  return supported ? 'register' : 'none';
}

/** Whether a registration runs this site's own worker (/sw.js), not another one of the origin. */
export function isOwnWorker(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker !== null && new URL(worker.scriptURL).pathname === SERVICE_WORKER_URL;
}

/**
 * Unregisters this site's worker and deletes its caches, so no reader stays on an old build.
 * Only ours: Partytown registers its own worker under /~partytown/ on the same origin, and
 * removing that one would stop the site's third-party scripts.
 */
export async function removeServiceWorkers(
  container: ServiceWorkerContainer,
  cacheStorage: CacheStorage | undefined,
): Promise<void> {
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.filter(isOwnWorker).map((registration) => registration.unregister()));
  if (!cacheStorage) return;
  const names = await cacheStorage.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => cacheStorage.delete(name)));
}

/** Registers, refuses or removes the worker as the site's setting and the page's origin say. */
export async function startServiceWorker(enabled: boolean): Promise<ServiceWorkerAction> {
  const action = serviceWorkerAction({
    enabled,
    protocol: window.location.protocol,
    hostname: window.location.hostname,
    supported: 'serviceWorker' in navigator,
  });
  switch (action) {
    case 'refuse-insecure':
      console.error(INSECURE_CONTEXT_ERROR);
      break;
    case 'unregister':
      await removeServiceWorkers(navigator.serviceWorker, globalThis.caches);
      break;
    case 'register':
      try {
        const { registerServiceWorker } = await import('./register-service-worker.ts');
        await registerServiceWorker(SERVICE_WORKER_URL);
      } catch (error) {
        // The site works as before without a worker (no offline copies): a warning, not an error.
        console.warn(
          `Service worker ${SERVICE_WORKER_URL} could not be registered: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      break;
  }
  return action;
}

/**
 * Lets the browser handle input and paint before the caller goes on: scheduler.yield where there
 * is one (the continuation then goes before other queued work), else a message (never held back
 * like a nested setTimeout). Its own module: the search box runs it on every key, and the
 * engine's chunk, which builds an index with it, loads only on first use.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

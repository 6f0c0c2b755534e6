// `npm start` / `npm run serve`: the page server (server/site-server.ts) on the address the
// environment names: OUT_DIR (out/ by default), PORT (3000; 0 picks a free one) and HOST
// (127.0.0.1). The line it prints names the port it listens on.
import { createSiteServer } from './site-server.ts';

const root = process.env.OUT_DIR ?? 'out';
const host = process.env.HOST ?? '127.0.0.1';

try {
  const site = await createSiteServer({ root, port: Number(process.env.PORT ?? 3000), host });
  const port = new URL(site.origin).port;
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void site.close().then(() => process.exit(0)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

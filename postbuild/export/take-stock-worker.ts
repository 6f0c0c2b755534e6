// The stock of out/ (out-in-place.ts, takeStock) taken on a thread of its own, so that the
// export step's own thread reads the content key and the build plan meanwhile
// (takeStockInThread). Replies with the stock, or with the error's message.
import { parentPort, workerData } from 'node:worker_threads';

import { takeStock } from './out-in-place.ts';

try {
  parentPort!.postMessage({ stock: takeStock((workerData as { outDir: string }).outDir) });
} catch (error) {
  parentPort!.postMessage({ error: (error as Error).message });
}

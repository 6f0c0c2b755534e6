// Makes reading a file whose name holds "unreadable" send its first bytes and then fail, as a
// disk error or a file cut short under the server would, after the response's headers have
// gone out. For the page server running in the test's own process; returns the undo.
import fsPromises from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { Readable } from 'node:stream';

export function injectFailingReads(): () => void {
  const realOpen = fsPromises.open;
  fsPromises.open = async function open(...args: Parameters<typeof realOpen>) {
    const handle = await realOpen(...args);
    if (String(args[0]).includes('unreadable')) {
      handle.createReadStream = (() => {
        const stream = new Readable({ read() {} });
        stream.push('the first bytes');
        setTimeout(
          () => stream.destroy(Object.assign(new Error('EIO: i/o error, read (injected)'), { code: 'EIO' })),
          50,
        );
        stream.once('close', () => handle.close().catch(() => undefined));
        return stream;
      }) as unknown as typeof handle.createReadStream;
    }
    return handle;
  };
  // The server imports `open` by name: the live binding follows the patched export.
  syncBuiltinESMExports();
  return () => {
    fsPromises.open = realOpen;
    syncBuiltinESMExports();
  };
}

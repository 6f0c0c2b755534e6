// Preloaded into server/serve.mjs by a test (`node --import`): reading a file whose name holds
// "unreadable" sends its first bytes and then fails, as a disk error or a file cut short under
// the server would, after the response's headers have gone out.
import fsPromises from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { Readable } from 'node:stream';

const realOpen = fsPromises.open;

fsPromises.open = async function open(path, ...rest) {
  const handle = await realOpen(path, ...rest);
  if (String(path).includes('unreadable')) {
    handle.createReadStream = () => {
      const stream = new Readable({ read() {} });
      stream.push('the first bytes');
      setTimeout(
        () => stream.destroy(Object.assign(new Error('EIO: i/o error, read (injected)'), { code: 'EIO' })),
        50,
      );
      stream.once('close', () => handle.close().catch(() => undefined));
      return stream;
    };
  }
  return handle;
};
// serve.mjs imports `open` by name: the live binding follows the patched export.
syncBuiltinESMExports();

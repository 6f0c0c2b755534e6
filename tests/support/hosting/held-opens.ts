// Holds the page server's opening of files whose name holds `marker` until the test releases
// it, and keeps every handle it opens, so that a test can act between the server's open and
// its send (a reader leaving meanwhile) and then check that each file was closed. For the page
// server running in the test's own process; `restore` undoes it.
import fsPromises, { type FileHandle } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';

export interface HeldOpens {
  /** Settles when the server first asks to open a matching file. */
  requested: Promise<void>;
  /** Lets the held opens (and every later one) go on. */
  release: () => void;
  /** Every handle the server opened while held, matching or not. */
  handles: FileHandle[];
  restore: () => void;
}

export function holdOpens(marker: string): HeldOpens {
  const realOpen = fsPromises.open;
  let signalRequested!: () => void;
  let release!: () => void;
  const requested = new Promise<void>((resolve) => (signalRequested = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const handles: FileHandle[] = [];
  fsPromises.open = async function open(...args: Parameters<typeof realOpen>) {
    if (String(args[0]).includes(marker)) {
      signalRequested();
      await released;
    }
    const handle = await realOpen(...args);
    handles.push(handle);
    return handle;
  };
  // The server imports `open` by name: the live binding follows the patched export.
  syncBuiltinESMExports();
  return {
    requested,
    release,
    handles,
    restore: () => {
      fsPromises.open = realOpen;
      syncBuiltinESMExports();
    },
  };
}

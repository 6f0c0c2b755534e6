// The server-error page's path, in a module of its own: the shell's first-load code needs this
// one path, and importing paths.ts would bundle every other path into each page's script.
export const SERVER_ERROR_PATH = '/500/';

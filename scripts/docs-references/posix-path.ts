// Repository paths, always with forward slashes: a join that resolves . and .., and a dirname.

export const posix = {
  join(...parts: string[]): string {
    const out: string[] = [];
    for (const segment of parts.join('/').split('/')) {
      if (segment === '' || segment === '.') continue;
      if (segment === '..') {
        if (out.length === 0) return '../';
        out.pop();
      } else out.push(segment);
    }
    return out.join('/');
  },
  dirname: (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : ''),
};

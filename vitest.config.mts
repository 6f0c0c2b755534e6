import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ['{browser,cli,components,content,hosting,lib,postbuild,scripts,server,tests}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});

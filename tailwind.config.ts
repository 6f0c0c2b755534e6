import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';

import { NARROW_MAX_WIDTH_PX } from './lib/site/constants.ts';

// Loaded from app/globals.css with @config; the sources Tailwind reads are listed there (@source).
const config: Config = {
  theme: {
    extend: {
      // `wide:` from one pixel past the narrow layout, and `max-wide:` below it: the two variants
      // split every width between them, so no width shows both layouts' pieces (576 px is narrow).
      screens: { wide: `${NARROW_MAX_WIDTH_PX + 1}px` },
      maxWidth: { prose: '68ch' },
    },
  },
  plugins: [typography],
};

export default config;

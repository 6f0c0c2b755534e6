import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';

// Loaded from app/globals.css with @config; the sources Tailwind reads are listed there (@source).
const config: Config = {
  theme: {
    extend: {
      maxWidth: { prose: '68ch' },
    },
  },
  plugins: [typography],
};

export default config;

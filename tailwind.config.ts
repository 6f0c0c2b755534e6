import typography from '@tailwindcss/typography';
import type { Config } from 'tailwindcss';

// Loaded from app/globals.css with @config; Tailwind 4 finds the class names itself.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      maxWidth: { prose: '68ch' },
    },
  },
  plugins: [typography],
};

export default config;

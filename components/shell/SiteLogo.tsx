import fs from 'node:fs';

import { logoFile } from '../../lib/site/logo.ts';

/** An `<svg>` element alone: its opening tag's attributes, then its content. */
const SVG_FILE = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;

let logo: { attributes: string; content: string } | undefined;

/** The logo file split into its root's attributes (less width and height) and its content, read once a process. */
function readLogo(): { attributes: string; content: string } {
  if (logo) return logo;
  const file = logoFile(process.cwd());
  const match = SVG_FILE.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: expected one <svg> element, the site's logo`);
  const attributes = match[1]!.replace(/\s(?:width|height)="[^"]*"/g, '');
  logo = { attributes, content: match[2]! };
  return logo;
}

/**
 * The site's logo drawn in the page. An SVG file in an `<img>` costs the browser a document of
 * its own to draw it in, a task of about 25 ms on a phone-class CPU at every page load, which
 * held Lighthouse's blocking time over its mark (docs/performance.md); drawn inline it is part
 * of the page's own layout. `label` names it; without one it is decoration.
 */
export function SiteLogo({ size, label }: { size: number; label?: string }) {
  const { attributes, content } = readLogo();
  return (
    <span
      className="inline-flex shrink-0"
      {...(label === undefined ? {} : { role: 'img', 'aria-label': label })}
      // The markup is the project's own logo file, checked above to be one <svg> element; the
      // wrapper carries the name, so the drawing itself is hidden from assistive technology.
      dangerouslySetInnerHTML={{
        __html: `<svg${attributes} width="${size}" height="${size}" aria-hidden="true">${content}</svg>`,
      }}
    />
  );
}

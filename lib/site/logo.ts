// The site's logo: one file, drawn inline in the pages' header and footer
// (components/shell/SiteLogo.tsx), beside the brand on the social preview images
// (postbuild/social-images/), and served as the favicon and the structured data's logo.
import path from 'node:path';

/** The logo's address on the site. */
export const LOGO_PATH = '/logo.svg';

/** The logo's file in a project checked out at `root`. */
export const logoFile = (root: string) => path.join(root, 'public', LOGO_PATH.slice(1));

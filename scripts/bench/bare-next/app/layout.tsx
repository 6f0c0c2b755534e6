import Link from 'next/link';
import type { ReactNode } from 'react';

import { siteContent } from '../content.ts';

export default function RootLayout({ children }: { children: ReactNode }) {
  const { site } = siteContent();
  return (
    <html lang={site.locale.slice(0, 2)}>
      <body>
        <header>
          <Link href="/">{site.brand}</Link>
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

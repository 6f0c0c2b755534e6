'use client';

import { useEffect, useState } from 'react';

import { COPY_FEEDBACK_MS } from '@/lib/site/constants';
import type { CopyLinkText } from '@/lib/site/ui-text/types';

/** Copies the page's address; says so for COPY_FEEDBACK_MS, announced to screen readers. */
export function CopyLinkButton({ text }: { text: CopyLinkText }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} className="copy-link-button">
        {text.copy}
      </button>
      <span role="status" className="copy-link-status">
        {status === 'copied' ? text.copied : status === 'failed' ? text.failed : ''}
      </span>
    </span>
  );
}

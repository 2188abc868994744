'use client';

import { useEffect, useState } from 'react';
import type { DownloadOptions } from '@/contract/schemas/downloads';
import { readFailure } from '@/lib/api/errors';
import { fetchDownloadOptions } from '@/lib/api/downloads';

/**
 * A content's download qualities (each rung with its size) and the quality chosen, the user's
 * last choice first; `error` holds the origin's message when they could not be read.
 */
export function useDownloadOptions(contentId: number) {
  const [options, setOptions] = useState<DownloadOptions | null>(null);
  const [quality, setQuality] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchDownloadOptions(contentId).then(
      (answer) => {
        if (!current) return;
        setOptions(answer);
        setQuality(answer.default_quality);
      },
      (failure: unknown) => current && setError(readFailure(failure).message),
    );
    return () => {
      current = false;
    };
  }, [contentId]);

  return { options, quality, setQuality, error, setError };
}

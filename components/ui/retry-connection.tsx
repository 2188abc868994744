'use client';

import { useEffect } from 'react';

/** Try again now, and load the page by itself once the connection is back. */
export function RetryConnection() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      Try again
    </button>
  );
}

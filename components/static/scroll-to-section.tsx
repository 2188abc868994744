'use client';

import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';

/** spec 001 §2: help links carry section=adblock or section=mzaaloTerms; bring that section into view. */
export function ScrollToSection() {
  const section = useSearchParams().get('section');
  useEffect(() => {
    if (section) document.getElementById(section)?.scrollIntoView();
  }, [section]);
  return null;
}

'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { pushEvent, type AnalyticsEvent } from '@/lib/analytics';

/** A link that pushes a tag manager event when followed (the music events of spec 001 §7). */
export function TrackedLink({
  href,
  event,
  className,
  children,
}: {
  href: string;
  event: AnalyticsEvent;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={className} prefetch={false} onClick={() => pushEvent(event)}>
      {children}
    </Link>
  );
}

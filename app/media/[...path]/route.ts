import type { NextRequest } from 'next/server';
import { forwardToOrigin } from '@/lib/api/bff';

// Signed media (HLS and artwork) is checked and served by the origin; the web app relays it
// same-origin so that the session and device cookies reach the signature check.
// At scale a CDN in front of object storage answers /media instead.

const relay = (request: NextRequest) => forwardToOrigin(request);

export { relay as GET, relay as HEAD };

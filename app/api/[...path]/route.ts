import type { NextRequest } from 'next/server';
import { forwardToOrigin } from '@/lib/api/bff';

// The BFF: every browser call to /api/... is relayed to the origin (ARCHITECTURE.md).

const relay = (request: NextRequest) => forwardToOrigin(request);

export { relay as GET, relay as POST, relay as PUT, relay as PATCH, relay as DELETE, relay as HEAD };

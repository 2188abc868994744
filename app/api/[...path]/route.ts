import type { NextRequest } from 'next/server';
import { forwardToOrigin } from '@/lib/api/bff';

// The BFF: every browser call to /api/... is relayed to the origin (ARCHITECTURE.md).
export const dynamic = 'force-dynamic';

export const GET = forwardToOrigin;
export const POST = forwardToOrigin;
export const PUT = forwardToOrigin;
export const PATCH = forwardToOrigin;
export const DELETE = forwardToOrigin;
export const HEAD = (request: NextRequest) => forwardToOrigin(request);

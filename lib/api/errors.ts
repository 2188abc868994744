import type { ErrorEnvelope } from '@/contract/schemas/errors';

// The one reader of the origin's error envelope (contract/schemas/errors.ts): every browser call
// that fails shows the server's message (spec 001 §8), or a plain one when there is none.

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

export interface Failure {
  message: string;
  /** The envelope's status_code (VOUCHER_EXPIRED, SUBSCRIPTION_REQUIRED, ...). */
  statusCode?: string;
  /** The HTTP status; 503 when no answer came (spec 001 §8). */
  status?: number;
  /** The whole envelope, for calls whose failures carry more (attempts_left, popup_type). */
  body: Partial<ErrorEnvelope> & Record<string, unknown>;
}

export function readFailure(error: unknown, fallback = GENERIC_FAILURE): Failure {
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  const body = (response?.data && typeof response.data === 'object' ? response.data : {}) as Failure['body'];
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : fallback;
  return { message, statusCode: typeof body.status_code === 'string' ? body.status_code : undefined, status: response?.status, body };
}

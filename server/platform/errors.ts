// Typed errors thrown by services; one handler (server/platform/error-handler.ts) maps them to answers.

export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  /** The spec's status_code where it defines one (e.g. E006 for a wrong password). */
  readonly code?: string;
  /** Extra fields a client needs to act on the error (e.g. the popup type to show). */
  details?: Record<string, unknown>;
  constructor(message: string, code?: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }

  withDetails(details: Record<string, unknown>): this {
    this.details = details;
    return this;
  }
}

export class ValidationError extends AppError {
  readonly statusCode = 400;
}
export class UnauthorizedError extends AppError {
  readonly statusCode = 401;
  constructor(message = 'Please sign in to continue.', code?: string) {
    super(message, code);
  }
}
export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  constructor(message = 'You do not have access to this.', code?: string) {
    super(message, code);
  }
}
export class NotFoundError extends AppError {
  readonly statusCode = 404;
  constructor(message = 'We could not find that.', code?: string) {
    super(message, code);
  }
}
export class ConflictError extends AppError {
  readonly statusCode = 409;
}
export class TooManyRequestsError extends AppError {
  readonly statusCode = 429;
  /** When to try again: sent as Retry-After. */
  constructor(
    message = 'Too many attempts. Please wait a moment and try again.',
    code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, code);
  }
}
export class ServiceUnavailableError extends AppError {
  readonly statusCode = 503;
  constructor(message = 'The service is busy. Please try again shortly.', code?: string) {
    super(message, code);
  }
}

import type { Locale } from '../../contract/locales';
import { render, text, type Text } from './texts';

// Typed errors thrown by services; one handler (server/platform/error-handler.ts) maps them to answers.
// Each carries its message as a Text of the `errors` catalogue (server/platform/texts.ts): the
// answer speaks the request's language, `.message` stays English (logs, tests). A plain string is
// sent as it is in every language: only for words that come from elsewhere (a gateway's own text).

export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  /** The spec's status_code where it defines one (e.g. E006 for a wrong password). */
  readonly code?: string;
  /** Extra fields a client needs to act on the error (e.g. the popup type to show). */
  details?: Record<string, unknown>;
  /** The message, to be rendered in the reader's language; null for a text sent as it is. */
  readonly text: Text | null;
  constructor(message: Text | string, code?: string) {
    super(typeof message === 'string' ? message : render(message));
    this.name = new.target.name;
    this.code = code;
    this.text = typeof message === 'string' ? null : message;
  }

  /** The message in a language. */
  messageIn(locale: Locale): string {
    return this.text ? render(this.text, locale) : this.message;
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
  constructor(message: Text | string = text('errors.common.signIn'), code?: string) {
    super(message, code);
  }
}
export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  constructor(message: Text | string = text('errors.common.noAccess'), code?: string) {
    super(message, code);
  }
}
export class NotFoundError extends AppError {
  readonly statusCode = 404;
  constructor(message: Text | string = text('errors.common.notFound'), code?: string) {
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
    message: Text | string = text('errors.common.tooManyAttempts'),
    code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, code);
  }
}
export class ServiceUnavailableError extends AppError {
  readonly statusCode = 503;
  constructor(message: Text | string = text('errors.common.busy'), code?: string) {
    super(message, code);
  }
}

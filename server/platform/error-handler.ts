import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { MALFORMED_PATH_MESSAGE } from '../../contract/request-path';

/** The error body every origin call answers with: status 'error', a message and an optional status_code. */
export interface ErrorBody {
  status: 'error';
  message: string;
  status_code?: string;
  request_id: string;
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path whose
 * percent-encoding does not decode, a parameter past its length) answers 400 in the error envelope.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? MALFORMED_PATH_MESSAGE : error.message;
  // no route's hooks run for it: the request id goes on here
  void reply
    .status(error.statusCode ?? 400)
    .header('x-request-id', request.id)
    .send({ status: 'error', message, request_id: request.id } satisfies ErrorBody);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (message: string, statusCode?: string): ErrorBody => ({
      status: 'error',
      message,
      ...(statusCode ? { status_code: statusCode } : {}),
      request_id: request.id,
    });

    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      // a 429 says when to retry (RateLimitedError in rate-limit.ts)
      if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number')
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ ...error.details, ...body(error.message, error.code) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request'}: ${issue.message}`)
        .join('; ');
      return reply.status(400).send(body(`Invalid request: ${details}`));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(body('Something went wrong on our side. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body('Something went wrong on our side. Please try again.'));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type)
    return reply.status(status).send(body(error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ status: 'error', message: `No such call: ${request.method} ${request.url.split('?')[0]}`, request_id: request.id });
  });
}

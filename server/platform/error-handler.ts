import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { render, requestLocale, text, translateEnglish, type Text } from './texts';

/** The error body every origin call answers with: status 'error', a message and an optional status_code. */
export interface ErrorBody {
  status: 'error';
  message: string;
  status_code?: string;
  request_id: string;
}

// Every answer's message is in the request's language (issue 50): the best of ours in its
// Accept-Language (English without one), named by Content-Language. status_code never changes
// with the language; a client decides by it, never by the words.

/** The request's language, named on the reply; the message rendered in it. */
function speak(request: FastifyRequest, reply: FastifyReply): (message: Text | string) => string {
  const locale = requestLocale(request);
  // a shared cache keeps an error answer per language (a route may have made it public already)
  const vary = reply.getHeader('vary');
  if (!/accept-language/i.test(String(vary ?? ''))) reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
  reply.header('content-language', locale);
  // a plain string is an English text from elsewhere (Fastify's own, zod's): the reverse lookup
  return (message) => (typeof message === 'string' ? translateEnglish(message, locale) : render(message, locale));
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path whose
 * percent-encoding does not decode, a parameter past its length) answers 400 in the error envelope.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const say = speak(request, reply);
  const message = error.code === 'FST_ERR_BAD_URL' ? say(text('errors.common.malformedPath')) : say(error.message);
  // no route's hooks run for it: the request id goes on here
  void reply
    .status(error.statusCode ?? 400)
    .header('x-request-id', request.id)
    .send({ status: 'error', message, request_id: request.id } satisfies ErrorBody);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const say = speak(request, reply);
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
      return reply.status(error.statusCode).send({ ...error.details, ...body(say(error.text ?? error.message), error.code) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // zod's messages are the English strings of contract/schemas: translated by the reverse lookup
      const details = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request'}: ${say(issue.message ?? '')}`)
        .join('; ');
      return reply.status(400).send(body(say(text('errors.common.invalidRequest', { details }))));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(body(say(text('errors.common.internal'))));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body(say(text('errors.common.internal'))));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type)
    return reply.status(status).send(body(say(error.message)));
  });

  app.setNotFoundHandler((request, reply) => {
    const say = speak(request, reply);
    reply.status(404).send({
      status: 'error',
      message: say(text('errors.common.noSuchCall', { method: request.method, path: request.url.split('?')[0] })),
      request_id: request.id,
    });
  });
}

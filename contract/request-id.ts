// The request id that follows one visit's request from the web's front door to the origin's logs:
// one rule for the web, which makes or accepts it, and the origin, which adopts it.

export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A request id worth passing on: short, and nothing a log line or a header could be bent by. */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

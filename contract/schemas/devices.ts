import { z } from 'zod';

// TV activation (issue 15): the OAuth 2.0 Device Authorization Grant (RFC 8628) and the account's
// signed-in devices. The device calls take JSON or form bodies, as RFC 8628 §3.1 and §3.4 say.

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
export const DEVICE_KINDS = ['tv', 'appletv', 'androidtv', 'firetv', 'console'] as const;

/** POST /api/v2/device/authorize (RFC 8628 §3.1; client_id is the device's app, named for the record). */
export const DeviceAuthorizeBody = z.object({
  client_id: z.string().max(100).optional(),
  device_name: z.string().trim().min(1).max(60).default('TV'),
  device_kind: z.enum(DEVICE_KINDS).default('tv'),
});
/** RFC 8628 §3.2 */
export const DeviceAuthorizeResponse = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().int(),
  interval: z.number().int(),
});

/** POST /api/v2/device/token (RFC 8628 §3.4) */
export const DeviceTokenBody = z.object({
  grant_type: z.string().max(200),
  device_code: z.string().min(1).max(200),
  client_id: z.string().max(100).optional(),
});
/** RFC 8628 §3.5 and RFC 6749 §5.1: the device session's opaque token. */
export const DeviceTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export const DEVICE_TOKEN_ERRORS = [
  'authorization_pending',
  'slow_down',
  'expired_token',
  'access_denied',
  'invalid_grant',
  'unsupported_grant_type',
] as const;
/** RFC 6749 §5.2 */
export const DeviceTokenError = z.object({ error: z.enum(DEVICE_TOKEN_ERRORS), error_description: z.string() });

/** The user_code a signed-in user typed (either case, with or without the dash). */
export const UserCodeBody = z.object({ user_code: z.string().min(1).max(20) });
export const PendingDevice = z.object({ user_code: z.string(), device_name: z.string(), device_kind: z.string() });
export const PendingDeviceResponse = z.object({ status: z.literal('success'), data: PendingDevice });
export const MessageResponse = z.object({ status: z.literal('success'), message: z.string() });

/** GET /api/v2/secured/user/sessions: the account's signed-in browsers and devices. */
export const SignedInDevice = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  country: z.string().nullable(),
  current: z.boolean(),
});
export const SignedInDevicesResponse = z.object({ status: z.literal('success'), data: z.array(SignedInDevice) });
export const SessionParams = z.object({ sessionId: z.string().uuid() });

import { z } from 'zod';

/** Every failed origin call answers this envelope (spec 001 §7: data.message is the error text). */
export const ErrorEnvelope = z
  .object({
    status: z.literal('error'),
    message: z.string(),
    status_code: z.string().optional(),
    request_id: z.string(),
  })
  .passthrough();
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

import { z } from 'zod';

/** A country with its calling code (GET /api/v1/common/countries and /countries/country). */
export const Country = z.object({ country: z.string(), country_code: z.string(), calling_code: z.string() });
export type Country = z.infer<typeof Country>;

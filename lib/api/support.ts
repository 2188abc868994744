import type { z } from 'zod';
import type { TicketBody, TicketResponse } from '@/contract/schemas/support';
import { post } from '@/lib/api/lazy-client';

// POST /api/v1/support/tickets – the contact form; the client lifts recaptchaToken into x-recaptcha-token
export async function openTicket(body: z.input<typeof TicketBody>): Promise<z.infer<typeof TicketResponse>> {
  return post<z.infer<typeof TicketResponse>>('/api/v1/support/tickets', body, { withoutCountry: true });
}

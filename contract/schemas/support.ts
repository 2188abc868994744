import { z } from 'zod';

// POST /api/v1/support/tickets (issue 16): the contact form, our own help widget.

export const SUPPORT_TOPICS = ['account', 'subscription', 'payment', 'playback', 'rewards', 'tv', 'other'] as const;

export const TicketBody = z.object({
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string().trim().min(10, 'Please tell us a little more (at least 10 characters).').max(5000),
  email: z.string().trim().email('Enter a valid e-mail address.').max(254),
  name: z.string().trim().max(100).optional(),
  recaptchaToken: z.string().max(4000).optional(),
});
export const TicketResponse = z.object({ status: z.literal('success'), message: z.string(), data: z.object({ reference: z.string() }) });

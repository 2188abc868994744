import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TicketBody, TicketResponse } from '../../../contract/schemas/support';
import type { SupportService } from './support.service';
import { say } from '../../platform/texts';

// POST /api/v1/support/tickets – the contact form (bot check token in x-recaptcha-token).
export const supportRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (app, { service }) => {
  app.post(
    '/api/v1/support/tickets',
    {
      schema: {
        tags: ['support'],
        description:
          'Contact us: stores a ticket and e-mails an acknowledgement with its reference (fixed text: never the message). Bot check token in x-recaptcha-token; 5 tickets per address and 3 per e-mail an hour, counted after the bot check. A signed-in sender is linked to the ticket.',
        body: TicketBody,
        response: { 201: TicketResponse },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const token = request.headers['x-recaptcha-token'];
      const ticket = await service.open(
        { ...request.body, botToken: typeof token === 'string' ? token : request.body.recaptchaToken },
        { ip: viewer.ip, userId: viewer.userId, locale: viewer.locale },
      );
      reply.code(201);
      return { status: 'success' as const, message: say(request, ticket.message), data: { reference: ticket.reference } };
    },
  );
};

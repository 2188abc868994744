import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../platform/errors';
import { ProfileResponse } from './users.schemas';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/v2/secured/user/profile – the signed-in user's profile; 401 without a session
  app.get('/api/v2/secured/user/profile', {
    preHandler: app.requireSession,
    schema: { tags: ['users'], security: [{ authToken: [] }], response: { 200: ProfileResponse } },
  }, async (request) => {
    const session = await request.getSession();
    if (!session) throw new UnauthorizedError();
    const { user } = session;
    return {
      status: 'success' as const,
      data: {
        uuid: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        fname: user.firstname,
        lname: user.lastname,
        name: `${user.firstname} ${user.lastname}`.trim(),
        email: user.email,
        mobile: user.mobile,
        calling_code: user.callingCode,
        activeUserPlan: user.activeUserPlan,
      },
    };
  });
};

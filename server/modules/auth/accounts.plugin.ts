import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { createOffBotCheck, createPowBotCheck, createRecaptchaBotCheck, type BotCheck } from '../../platform/bot-check';
import { createCrossSiteGuard } from '../../platform/cross-site';
import { createFileOutbox, createSmtpSender, type MessageSender } from '../../platform/messages';
import { createSmsSender, routeByChannel } from '../../platform/sms';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../../platform/rate-limit';
import { createUsersRepository } from '../users/users.repository';
import { createUsersService } from '../users/users.service';
import { usersRoutes } from '../users/users.routes';
import { geoRoutes } from '../geo/geo.routes';
import { consentRoutes } from '../consent/consent.routes';
import { createConsentRepository } from '../consent/consent.repository';
import { outboxRoutes } from '../consent/outbox.routes';
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';
import { authRoutes } from './auth.routes';
import { createSocialService } from './auth.social';
import { socialRoutes } from './auth.social-routes';
import { createPartnersService } from '../partners/partners.service';
import { partnersRoutes } from '../partners/partners.routes';

// Everything accounts need (issue 3), built from the config: rate limiter, bot check, code
// delivery, then the auth, social, partner, users, geo and consent routes.

export interface AccountsOptions { config: Config; db: Db; now?: () => number }

function createBotCheck(config: Config, limiter: RateLimiter, now?: () => number): BotCheck {
  if (config.BOT_CHECK === 'off') {
    if (config.NODE_ENV === 'production') throw new Error('Invalid configuration: BOT_CHECK=off is for tests only');
    return createOffBotCheck();
  }
  if (config.BOT_CHECK === 'recaptcha') {
    if (!config.RECAPTCHA_ASSESSMENT_URL) throw new Error('Invalid configuration: RECAPTCHA_ASSESSMENT_URL is required when BOT_CHECK=recaptcha');
    return createRecaptchaBotCheck({ assessmentUrl: config.RECAPTCHA_ASSESSMENT_URL, siteKey: config.RECAPTCHA_SITE_KEY });
  }
  return createPowBotCheck({ secret: config.BOT_CHECK_SECRET, bits: config.BOT_CHECK_POW_BITS, limiter, now });
}

export const accountsPlugin: FastifyPluginAsync<AccountsOptions> = async (app, { config, db, now }) => {
  const limiter = config.REDIS_URL ? await createRedisRateLimiter(config.REDIS_URL) : createMemoryRateLimiter(now);
  app.addHook('onClose', async () => { await limiter.close(); });

  const outbox = createFileOutbox(path.resolve(config.rootDir, config.OUTBOX_DIR), now);
  let email: MessageSender = outbox;
  if (config.MAIL_TRANSPORT === 'smtp') {
    if (!config.SMTP_URL) throw new Error('Invalid configuration: SMTP_URL is required when MAIL_TRANSPORT=smtp');
    email = await createSmtpSender({ url: config.SMTP_URL, from: config.MAIL_FROM, smsFallback: outbox });
  }
  let sms: MessageSender = outbox;
  if (config.SMS_ACCOUNT_SID) {
    if (!config.SMS_AUTH_TOKEN || !config.SMS_FROM) throw new Error('Invalid configuration: SMS_AUTH_TOKEN and SMS_FROM are required with SMS_ACCOUNT_SID');
    sms = createSmsSender({ baseUrl: config.SMS_API_URL, accountSid: config.SMS_ACCOUNT_SID, authToken: config.SMS_AUTH_TOKEN, from: config.SMS_FROM });
  }
  const sender = routeByChannel({ email, sms });

  const cookies = { secure: config.COOKIE_SECURE, domain: config.COOKIE_DOMAIN };
  const refuseCrossSite = createCrossSiteGuard(config.ALLOWED_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean));
  const repository = createAuthRepository(db);
  const service = createAuthService({
    repository,
    botCheck: createBotCheck(config, limiter, now),
    limiter,
    sender,
    limits: { perIp: config.AUTH_RATE_LIMIT_PER_IP, perIdentifier: config.AUTH_RATE_LIMIT_PER_IDENTIFIER },
    log: app.log,
    now,
  });

  await app.register(authRoutes, { service, cookies, refuseCrossSite });
  const social = createSocialService({ config, repository, limiter, startSession: service.startSession, log: app.log });
  await app.register(socialRoutes, { service: social, cookies, refuseCrossSite });
  const partners = createPartnersService({
    repository, limiter, startSession: service.startSession, secrets: config.PARTNER_SECRETS,
    production: config.NODE_ENV === 'production', perIp: config.AUTH_RATE_LIMIT_PER_IP, log: app.log,
  });
  await app.register(partnersRoutes, { service: partners, cookies, refuseCrossSite });
  await app.register(usersRoutes, { service: createUsersService({ repository: createUsersRepository(db), now }), cookies, refuseCrossSite });
  await app.register(geoRoutes, { cookieDomain: config.COOKIE_DOMAIN, secure: config.COOKIE_SECURE });
  await app.register(consentRoutes, { repository: createConsentRepository(db), secure: config.COOKIE_SECURE, cookieDomain: config.COOKIE_DOMAIN, refuseCrossSite });
  if (config.NODE_ENV !== 'production' && config.MAIL_TRANSPORT === 'outbox') await app.register(outboxRoutes, { outbox });
};

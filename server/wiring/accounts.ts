import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config';
import { createOffBotCheck, createPowBotCheck, createRecaptchaBotCheck, type BotCheck } from '../platform/bot-check';
import { createSmtpSender, type MessageSender, type Outbox } from '../platform/messages';
import type { RateLimiter } from '../platform/rate-limit';
import { createSmsSender, routeByChannel } from '../platform/sms';
import { createAuthService } from '../modules/auth/auth.service';
import { authRoutes } from '../modules/auth/auth.routes';
import { createSocialService } from '../modules/auth/auth.social';
import { socialRoutes } from '../modules/auth/auth.social-routes';
import { createPartnersService } from '../modules/partners/partners.service';
import { partnersRoutes } from '../modules/partners/partners.routes';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUsersService } from '../modules/users/users.service';
import { usersRoutes } from '../modules/users/users.routes';
import { geoRoutes } from '../modules/geo/geo.routes';
import { consentRoutes } from '../modules/consent/consent.routes';
import { createConsentRepository } from '../modules/consent/consent.repository';
import { outboxRoutes } from '../modules/consent/outbox.routes';
import { createSupportService } from '../modules/support/support.service';
import { createSupportRepository } from '../modules/support/support.repository';
import { supportRoutes } from '../modules/support/support.routes';
import { createDevicesRepository } from '../modules/devices/devices.repository';
import { createDevicesService } from '../modules/devices/devices.service';
import { devicesRoutes } from '../modules/devices/devices.routes';
import { createProfilesRepository } from '../modules/profiles/profiles.repository';
import { createProfilesService } from '../modules/profiles/profiles.service';
import { profilesRoutes } from '../modules/profiles/profiles.routes';
import { signOutOfRewards } from '../modules/rewards/rewards.provider';
import type { Parts } from './parts';
import { rewardsProviderFailed } from './playback';

// Accounts: sign-in and registration, social and partner sign-in, the contact form, the user's own
// data and profiles, country and consent; and the account's devices.

function createBotCheck(config: Config, limiter: RateLimiter, now: () => number): BotCheck {
  if (config.BOT_CHECK === 'off') return createOffBotCheck();
  if (config.BOT_CHECK === 'recaptcha') {
    return createRecaptchaBotCheck({ assessmentUrl: config.RECAPTCHA_ASSESSMENT_URL!, siteKey: config.RECAPTCHA_SITE_KEY });
  }
  return createPowBotCheck({ secret: config.BOT_CHECK_SECRET, bits: config.BOT_CHECK_POW_BITS, limiter, now });
}

/** Codes by e-mail (SMTP, else the outbox) and SMS (the SMS provider, else the outbox). */
async function createCodeSender(config: Config, outbox: Outbox): Promise<MessageSender> {
  const email =
    config.MAIL_TRANSPORT === 'smtp'
      ? await createSmtpSender({ url: config.SMTP_URL!, from: config.MAIL_FROM, smsFallback: outbox })
      : outbox;
  const sms = config.SMS_ACCOUNT_SID
    ? createSmsSender({
        baseUrl: config.SMS_API_URL,
        accountSid: config.SMS_ACCOUNT_SID,
        authToken: config.SMS_AUTH_TOKEN!,
        from: config.SMS_FROM!,
      })
    : outbox;
  return routeByChannel({ email, sms });
}

export async function wireAccounts(
  app: FastifyInstance,
  { config, db, now, limiter, outbox, cookies, repositories, rewardsProvider }: Parts,
): Promise<void> {
  const botCheck = createBotCheck(config, limiter, now);
  const codeSender = await createCodeSender(config, outbox);
  const auth = createAuthService({
    repository: repositories.auth,
    botCheck,
    limiter,
    sender: codeSender,
    limits: { perIp: config.AUTH_RATE_LIMIT_PER_IP, perIdentifier: config.AUTH_RATE_LIMIT_PER_IDENTIFIER },
    log: app.log,
    now,
  });
  const failed = rewardsProviderFailed(app);
  await app.register(authRoutes, {
    service: auth,
    cookies,
    onSignedOut: rewardsProvider ? (user) => void signOutOfRewards(rewardsProvider, user).catch(failed) : undefined,
  });
  await app.register(supportRoutes, {
    service: createSupportService({ repository: createSupportRepository(db), botCheck, limiter, sender: codeSender, log: app.log }),
  });
  await app.register(socialRoutes, {
    service: createSocialService({ config, repository: repositories.auth, limiter, startSession: auth.startSession, log: app.log }),
    cookies,
  });
  const partners = createPartnersService({
    repository: repositories.auth,
    limiter,
    startSession: auth.startSession,
    secrets: config.PARTNER_SECRETS,
    perIp: config.AUTH_RATE_LIMIT_PER_IP,
    log: app.log,
  });
  await app.register(partnersRoutes, { service: partners, cookies });
  await app.register(usersRoutes, {
    service: createUsersService({ repository: createUsersRepository(db, repositories.payments), now }),
    cookies,
  });
  await app.register(profilesRoutes, { service: createProfilesService({ repository: createProfilesRepository(db), limiter, now }) });
  await app.register(geoRoutes, { cookieDomain: config.COOKIE_DOMAIN, secure: config.COOKIE_SECURE });
  await app.register(consentRoutes, {
    repository: createConsentRepository(db),
    secure: config.COOKIE_SECURE,
    cookieDomain: config.COOKIE_DOMAIN,
  });
  if (config.NODE_ENV !== 'production' && config.MAIL_TRANSPORT === 'outbox') await app.register(outboxRoutes, { outbox });
}

/** TV activation (RFC 8628) and the account's device list. */
export async function wireDevices(app: FastifyInstance, { config, db, now, limiter }: Parts): Promise<void> {
  await app.register(devicesRoutes, {
    service: createDevicesService({
      repository: createDevicesRepository(db),
      limiter,
      siteUrl: config.SITE_URL ?? 'http://localhost:3000',
      now,
    }),
  });
}

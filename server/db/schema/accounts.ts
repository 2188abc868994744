import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ownerUserId } from './owners';
import { createdAt } from './columns';

// Account flows of spec 000 §4: one-time codes (registration, password reset, account and e-mail
// verification) and GDPR consents. A pending registration is a 'registration' code row: the
// user row exists only once set_password completes it.

/** A 6-digit code, stored as its SHA-256; one live code per purpose and identifier. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** registration | password_reset | verification | email_verification */
    purpose: text('purpose').notNull(),
    /** 'e:<lower-case e-mail>' or 'm:<calling code>:<digits>' */
    identifier: text('identifier').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_codes_purpose_identifier').on(t.purpose, t.identifier)],
);

/** spec 000 §7 POST /api/v2/user/gdpr/consent; user_id is cleared when the account is deleted. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    consentStatus: text('consent_status').notNull(),
    deviceType: text('device_type').notNull(),
    sessionId: text('session_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user').on(t.userId)],
);

/** A Google, Facebook or Apple account linked to a user (spec 000 §3 "Social"). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerUserId(),
    /** google | facebook | apple */
    provider: text('provider').notNull(),
    /** The provider's stable user id (sub, or Facebook's user_id). */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject').on(t.provider, t.subject), index('social_identities_user').on(t.userId)],
);

/**
 * Partners that sign users in by single sign-on (spec 000 §1, §4): SAMG (the handset maker's app)
 * and the corporate partner hcl are seeded by migration. Tokens are JWTs: HS256 with a secret from
 * PARTNER_SECRETS (never stored here), or RS256 against the partner's JWKS.
 */
export const partners = pgTable('partners', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** hs256 | jwks */
  tokenVerification: text('token_verification').notNull(),
  jwksUrl: text('jwks_url'),
  /** Corporate partners: sign-in restricted to this e-mail domain. */
  emailDomain: text('email_domain'),
  createdAt: createdAt(),
});

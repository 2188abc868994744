import { randomBytes } from 'node:crypto';
import { BOT_CHECK_FAILED, PASS_SCORE, type BotCheck } from '../../platform/bot-check';
import { ForbiddenError } from '../../platform/errors';
import type { MessageSender } from '../../platform/messages';
import { enforceLimits, type RateLimiter } from '../../platform/rate-limit';
import { render, text, type Locale, type Text } from '../../platform/texts';
import type { SupportRepository } from './support.repository';
import type { SUPPORT_TOPICS } from '../../../contract/schemas/support';

// Contact us (issue 16): our own help widget. A message becomes a ticket with a reference, the
// sender gets an acknowledgement by e-mail; bot-checked and rate-limited like sign-in. The limits
// count only requests that passed the bot check, so unsolved requests cannot use up someone
// else's e-mail; and the acknowledgement is our own fixed text with the reference, never what
// the sender typed, so the form cannot send a stranger's words to any address.

const WINDOW_SECONDS = 3600;
export const TICKETS_PER_IP = 5;
export const TICKETS_PER_EMAIL = 3;

/** Each topic's label, as the contact form names it (contract/schemas/support.ts). */
const TOPIC_LABELS: Record<TicketInput['topic'], Text> = {
  account: text('notifications.support.topics.account'),
  subscription: text('notifications.support.topics.subscription'),
  payment: text('notifications.support.topics.payment'),
  playback: text('notifications.support.topics.playback'),
  rewards: text('notifications.support.topics.rewards'),
  tv: text('notifications.support.topics.tv'),
  other: text('notifications.support.topics.other'),
};

/** The acknowledgement: only our words, the reference and the topic's label (from our own list), in the sender's language. */
function acknowledgementText(reference: string, topic: TicketInput['topic'], locale: Locale | undefined): string {
  const topicLabel = render(TOPIC_LABELS[topic], locale);
  return [
    text('notifications.support.greeting'),
    text('notifications.support.thanks', { topic: topicLabel, reference }),
    text('notifications.support.notYou'),
    text('notifications.support.signature'),
  ]
    .map((line) => render(line, locale))
    .join('\n\n');
}

export interface TicketInput {
  topic: (typeof SUPPORT_TOPICS)[number];
  message: string;
  email: string;
  name?: string;
  botToken?: string;
}

export function createSupportService(deps: {
  repository: SupportRepository;
  botCheck: BotCheck;
  limiter: RateLimiter;
  sender: MessageSender;
  log: { warn: (...args: unknown[]) => void };
}) {
  return {
    async open(
      input: TicketInput,
      context: { ip: string; userId?: string; locale?: Locale },
    ): Promise<{ reference: string; message: Text }> {
      const email = input.email.toLowerCase();
      const score = await deps.botCheck.assess({ token: input.botToken ?? '', action: 'contact', ip: context.ip }).catch(() => 0);
      if (score < PASS_SCORE) throw new ForbiddenError(BOT_CHECK_FAILED);
      await enforceLimits(deps.limiter, [
        { key: `support:ip:${context.ip}`, limit: TICKETS_PER_IP, windowSeconds: WINDOW_SECONDS },
        { key: `support:email:${email}`, limit: TICKETS_PER_EMAIL, windowSeconds: WINDOW_SECONDS },
      ]);
      const reference = `CH-${randomBytes(4).toString('hex').toUpperCase()}`;
      await deps.repository.openTicket({
        reference,
        userId: context.userId,
        name: input.name ?? '',
        email,
        topic: input.topic,
        message: input.message,
      });
      try {
        await deps.sender.send({
          channel: 'email',
          to: email,
          subject: render(text('notifications.support.subject', { reference }), context.locale),
          text: acknowledgementText(reference, input.topic, context.locale),
        });
      } catch (error) {
        // the ticket is kept; only its acknowledgement is missing
        deps.log.warn({ err: error }, 'support acknowledgement not sent');
      }
      return {
        reference,
        message: text('errors.support.ticketOpened', { reference, email }),
      };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;

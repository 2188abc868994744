import path from 'node:path';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';

// Delivery of one-time codes (ARCHITECTURE.md "Third parties"). The embedded default is a
// development outbox: each message is a JSON file under OUTBOX_DIR, listed by GET /api/dev/outbox
// outside production, so a tester can register on a fresh install. SMTP (nodemailer) sends real
// e-mail; SMS goes through the SMS adapter (server/platform/sms.ts) when one is configured, else the outbox.

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

export interface StoredMessage extends OutgoingMessage {
  id: string;
  created_at: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Outbox extends MessageSender {
  /** Newest first; only messages to `to` when given. */
  list(to?: string, limit?: number): Promise<StoredMessage[]>;
}

export function createFileOutbox(dir: string, now: () => number = Date.now): Outbox {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const created = new Date(now());
      const stored: StoredMessage = { ...message, id: randomUUID(), created_at: created.toISOString() };
      sequence += 1;
      // time, then a sequence for messages of the same millisecond: the names sort by age
      await writeFile(
        path.join(dir, `${created.getTime()}-${String(sequence).padStart(9, '0')}-${stored.id}.json`),
        JSON.stringify(stored, null, 2),
      );
    },
    async list(to, limit = 50) {
      let names: string[];
      try {
        names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      names.sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10) || b.localeCompare(a));
      const messages: StoredMessage[] = [];
      for (const name of names) {
        const message = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMessage;
        if (to && message.to.toLowerCase() !== to.toLowerCase()) continue;
        messages.push(message);
        if (messages.length >= limit) break;
      }
      return messages;
    },
  };
}

/** E-mail over SMTP; SMS still lands in `smsFallback` (no SMS provider is wired yet). */
export async function createSmtpSender(options: { url: string; from: string; smsFallback: MessageSender }): Promise<MessageSender> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(options.url);
  return {
    async send(message) {
      if (message.channel === 'sms') return options.smsFallback.send(message);
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

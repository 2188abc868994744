'use client';

import { fetchBotChallenge, type BotChallenge } from '@/lib/api/bot-check';
import { leadingZeroBits, proofOfWorkToken } from '@/contract/proof-of-work';

// The browser half of the bot check (server/platform/bot-check.ts). The origin says which mode
// runs: 'pow' (find a nonce for its challenge), 'recaptcha' (reCAPTCHA Enterprise) or 'off'.

export type { BotChallenge };

interface Grecaptcha {
  enterprise: { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };
}

/** The token 'challenge:nonce' whose SHA-256 starts with `bits` zero bits. */
export async function solveChallenge(challenge: string, bits: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce += 1) {
    const token = proofOfWorkToken(challenge, nonce);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token)));
    if (leadingZeroBits(digest) >= bits) return token;
  }
}

let recaptchaScript: Promise<Grecaptcha> | null = null;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.enterprise.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      recaptchaScript = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

/**
 * Gets the bot check ready (spec 000 §5: submission waits until the script has loaded) and
 * answers a function giving one token per call. Proof-of-work tokens are single-use, so the
 * next one is solved in the background as soon as one is taken.
 */
export async function prepareBotCheck(): Promise<(action: string) => Promise<string>> {
  const first = await fetchBotChallenge();
  if (first.mode === 'off') return async () => 'off';
  if (first.mode === 'recaptcha') {
    const siteKey = first.site_key ?? '';
    const grecaptcha = await loadRecaptcha(siteKey);
    return (action) => grecaptcha.enterprise.execute(siteKey, { action });
  }
  let next = solveChallenge(first.challenge, first.bits);
  return async () => {
    const token = await next;
    next = fetchBotChallenge().then((challenge) =>
      challenge.mode === 'pow' ? solveChallenge(challenge.challenge, challenge.bits) : 'off',
    );
    // a failed background fetch surfaces on the next take, not as an unhandled rejection now
    next.catch(() => undefined);
    return token;
  };
}

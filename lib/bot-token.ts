'use client';

/**
 * One bot check token for `action`, for a form that needs one now and then (a resend, a
 * registration without its code): the bot check loads on first use, not with the page. Null
 * when it fails; the form says 'reCAPTCHA verification failed. Please try again.'.
 */
export async function takeBotToken(action: string): Promise<string | null> {
  try {
    const { prepareBotCheck } = await import('@/lib/bot-check-client');
    return await (
      await prepareBotCheck()
    )(action);
  } catch (reason) {
    console.error('Bot check failed', reason);
    return null;
  }
}

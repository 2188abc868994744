'use client';

import { useTranslations } from 'next-intl';
import { appleAuthHelpers, useScript } from 'react-apple-signin-auth';
import type { ProviderButtonProps } from './provider-props';
import { APPLE_ICON, ProviderButton } from './provider-button';

// Sign in with Apple in a popup (Apple's JS SDK loads with this module). The nonce is fresh per
// attempt: the origin accepts it once and checks it against the id_token's.

export default function AppleButton({ clientId, onToken, onFailure, disabled, form }: ProviderButtonProps) {
  const t = useTranslations('auth');
  useScript(appleAuthHelpers.APPLE_SCRIPT_SRC);

  async function signIn() {
    const nonce = crypto.randomUUID();
    try {
      const answer = await appleAuthHelpers.signIn({
        authOptions: { clientId, scope: 'email name', redirectURI: window.location.origin, nonce, usePopup: true },
        onError: (error: unknown) => console.error('Apple sign-in failed', error),
      });
      if (!answer) {
        onFailure(new Error('Apple sign-in gave no answer'));
        return;
      }
      onToken({
        provider: 'apple',
        id_token: answer.authorization.id_token,
        auth_code: answer.authorization.code,
        nonce,
        // Apple sends the name and e-mail only on the first sign-in
        ...(answer.user ? { email: answer.user.email, first_name: answer.user.name.firstName, last_name: answer.user.name.lastName } : {}),
      });
    } catch (error) {
      onFailure(error);
    }
  }

  return (
    <ProviderButton
      label={t('social.signInWith', { provider: 'Apple' })}
      icon={APPLE_ICON}
      form={form}
      onClick={() => void signIn()}
      disabled={disabled}
    />
  );
}

'use client';

import { useTranslations } from 'next-intl';
import FacebookLogin from '@greatsumini/react-facebook-login';
import type { ProviderButtonProps } from './provider-props';
import { FACEBOOK_ICON, ProviderButton } from './provider-button';

// Facebook Login (its SDK loads with this module); spec 000 §7: scopes public_profile and email,
// reauthorize. The origin checks the access token with Graph's debug_token.

export default function FacebookButton({ clientId, onToken, onFailure, disabled, form }: ProviderButtonProps) {
  const t = useTranslations('auth');
  return (
    <FacebookLogin
      appId={clientId}
      scope="public_profile,email"
      initParams={{ version: 'v19.0' }}
      loginOptions={{ auth_type: 'reauthorize' }}
      onSuccess={(answer) => onToken({ provider: 'facebook', uid: answer.userID, access_token: answer.accessToken })}
      onFail={(failure) => onFailure(new Error(`Facebook sign-in failed: ${failure.status}`))}
      render={({ onClick }) => (
        <ProviderButton
          label={t('social.signInWith', { provider: 'Facebook' })}
          icon={FACEBOOK_ICON}
          form={form}
          onClick={() => onClick?.()}
          disabled={disabled}
        />
      )}
    />
  );
}

'use client';

import { useLocale } from 'next-intl';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import type { ProviderButtonProps } from './provider-props';

// Google Identity Services' own button (its script, https://accounts.google.com/gsi/client,
// loads with this module), in the page's language. The credential is an id_token the origin checks
// against Google's JWKS.

export default function GoogleButton({ clientId, onToken, onFailure, form }: ProviderButtonProps) {
  // Google takes the language's ISO 639 code (hi), not the page's tag (hi-IN)
  const language = useLocale().split('-')[0];
  return (
    <GoogleOAuthProvider
      clientId={clientId}
      locale={language}
      onScriptLoadError={() => console.error('The Google sign-in script did not load')}
    >
      <GoogleLogin
        text="continue_with"
        {...(form === 'icon' ? { type: 'icon' as const, shape: 'circle' as const } : { width: 280 })}
        onSuccess={(answer) =>
          answer.credential
            ? onToken({ provider: 'google', id_token: answer.credential })
            : onFailure(new Error('Google gave no credential'))
        }
        onError={() => onFailure(new Error('Google sign-in failed'))}
      />
    </GoogleOAuthProvider>
  );
}

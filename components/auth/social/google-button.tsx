'use client';

import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import type { ProviderButtonProps } from './provider-props';

// Google Identity Services' own button (its script, https://accounts.google.com/gsi/client,
// loads with this module). The credential is an id_token the origin checks against Google's JWKS.

export default function GoogleButton({ clientId, onToken, onFailure, form }: ProviderButtonProps) {
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={() => console.error('The Google sign-in script did not load')}>
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

'use client';

import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { socialLogin, type SocialClientIds, type SocialPayload, type SocialProvider } from '@/lib/api/social';
import { useSessionStoreApi } from '@/stores/store-provider';
import type { LoginModalData } from '@/stores/ui-store';
import { afterLogin, goTo } from '../after-login';
import type { ProviderButtonProps, SocialForm } from './provider-props';
import styles from '../auth.module.css';

// spec 001 §2 "Social buttons": Apple, Facebook and Google, each only when its client id is
// configured. A provider's module (and with it the provider's script) loads only when its
// button is shown. spec 000 §8: client-side failures read 'Internal server error', origin
// failures the server's message.

const BUTTONS: Record<SocialProvider, ComponentType<ProviderButtonProps>> = {
  apple: lazy(() => import('./apple-button')),
  facebook: lazy(() => import('./facebook-button')),
  google: lazy(() => import('./google-button')),
};
const ORDER: SocialProvider[] = ['apple', 'facebook', 'google'];

interface Props {
  ids: SocialClientIds;
  data: LoginModalData;
  onDone: () => void;
  onError: (message: string) => void;
}

/** Icon form on phones, where three full-width buttons would push the form off screen. */
const ICON_FORM_QUERY = '(max-width: 480px)';

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(ICON_FORM_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useSocialForm(): SocialForm {
  return useSyncExternalStore(
    subscribeToWidth,
    () => (typeof window.matchMedia === 'function' && window.matchMedia(ICON_FORM_QUERY).matches ? 'icon' : 'text'),
    () => 'text',
  );
}

export function SocialButtons({ ids, data, onDone, onError }: Props) {
  const t = useTranslations('auth');
  const session = useSessionStoreApi();
  const form = useSocialForm();
  const [busy, setBusy] = useState(false);
  const shown = ORDER.filter((provider) => Boolean(ids[provider]));
  if (shown.length === 0) return null;

  async function signIn(payload: SocialPayload) {
    setBusy(true);
    onError('');
    try {
      const outcome = await socialLogin(payload);
      onDone();
      // /account-link is authReq: the password sign-in on /login comes first, then its rurl
      if ('linkWith' in outcome) {
        goTo('/login', { rurl: `/account-link?linkWith=${outcome.linkWith}` });
        return;
      }
      session.getState().setUser(outcome.user);
      await afterLogin(data);
    } catch (failure) {
      onError(readFailure(failure, t('errors.internal')).message);
    } finally {
      setBusy(false);
    }
  }

  function clientFailure(reason: unknown) {
    console.error('Social sign-in failed in the browser', reason);
    onError(t('errors.internal'));
  }

  return (
    <div className={styles.socials} data-form={form} aria-label={t('social.groupLabel')} role="group">
      <p className={styles.notice}>{t('social.or')}</p>
      {shown.map((provider) => {
        const Button = BUTTONS[provider];
        return (
          <Suspense key={provider} fallback={<span className={styles.socialPlaceholder} />}>
            <Button
              clientId={ids[provider]!}
              form={form}
              onToken={(payload) => void signIn(payload)}
              onFailure={clientFailure}
              disabled={busy}
            />
          </Suspense>
        );
      })}
      {/* spec 000 §4 "Login dialog", in the spec's words */}
      {ids.google ? <p className={styles.notice}>{t('social.googleNotice')}</p> : null}
    </div>
  );
}

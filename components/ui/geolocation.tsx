'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import Cookies from 'js-cookie';
import { COOKIE, GEOLOCATION, SNACKBAR_LONG_TIME_MS } from '@/contract/constants';
import { fetchCountryAt } from '@/lib/api/user';
import { useUiStoreApi } from '@/stores/store-provider';
import type { UiStore } from '@/stores/ui-store';

// spec 000 §4 "Geolocation" (off unless GEOLOCATION=on): with permission the location is read
// and the country it lies in is asked for; a new country reloads the page. Without permission a
// dialog that cannot be dismissed asks to allow it. spec 000 §8 gives the error texts, which the
// page shows in its language (common namespace, geolocation.*).

export const GEOLOCATION_DENIED = 'You have disabled access to geolocation. Please allow geolocation in site settings';
export const GEOLOCATION_FAILED = 'Oops! something went wrong.';

/** The error texts a failure shows: the page's language, from the component; English unless given. */
export interface GeolocationTexts {
  denied: string;
  failed: string;
}

export function locate(
  ui: UiStore,
  reload: () => void = () => window.location.reload(),
  texts: GeolocationTexts = { denied: GEOLOCATION_DENIED, failed: GEOLOCATION_FAILED },
): void {
  navigator.geolocation.getCurrentPosition(
    (position) => {
      const before = Cookies.get(COOKIE.country);
      fetchCountryAt(position.coords.latitude, position.coords.longitude)
        .then((country) => {
          if (country !== before) reload();
        })
        .catch(() => ui.getState().showSnackbar({ message: texts.failed, type: 'error', time: SNACKBAR_LONG_TIME_MS }));
    },
    (error) => {
      const message = error.code === error.PERMISSION_DENIED ? texts.denied : texts.failed;
      ui.getState().showSnackbar({ message, type: 'error', time: SNACKBAR_LONG_TIME_MS });
    },
    { maximumAge: GEOLOCATION.maximumAgeMs, timeout: GEOLOCATION.timeoutMs },
  );
}

export function Geolocation({ enabled }: { enabled: boolean }) {
  const ui = useUiStoreApi();
  const t = useTranslations('common');
  useEffect(() => {
    if (!enabled || !('geolocation' in navigator)) return;
    const texts = { denied: t('geolocation.denied'), failed: t('geolocation.failed') };
    void (async () => {
      const state = await navigator.permissions
        ?.query({ name: 'geolocation' })
        .then((status) => status.state)
        .catch(() => 'prompt' as const);
      if (state === 'granted') {
        locate(ui, undefined, texts);
        return;
      }
      ui.getState().openModal('basic', {
        heading: t('geolocation.heading'),
        description: t('geolocation.description'),
        primaryAction: { actionText: t('geolocation.allow'), onClick: () => locate(ui, undefined, texts) },
        isClosable: false,
      });
    })();
  }, [enabled, ui, t]);
  return null;
}

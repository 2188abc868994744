'use client';

import { useEffect } from 'react';
import Cookies from 'js-cookie';
import { COOKIE, GEOLOCATION, SNACKBAR_LONG_TIME_MS } from '@/contract/constants';
import { fetchCountryAt } from '@/lib/api/user';
import { useUiStoreApi } from '@/stores/store-provider';
import type { UiStore } from '@/stores/ui-store';

// spec 000 §4 "Geolocation" (off unless GEOLOCATION=on): with permission the location is read
// and the country it lies in is asked for; a new country reloads the page. Without permission a
// dialog that cannot be dismissed asks to allow it. spec 000 §8 gives the error texts.

export const GEOLOCATION_DENIED = 'You have disabled access to geolocation. Please allow geolocation in site settings';
export const GEOLOCATION_FAILED = 'Oops! something went wrong.';

export function locate(ui: UiStore, reload: () => void = () => window.location.reload()): void {
  navigator.geolocation.getCurrentPosition(
    (position) => {
      const before = Cookies.get(COOKIE.country);
      fetchCountryAt(position.coords.latitude, position.coords.longitude)
        .then((country) => {
          if (country !== before) reload();
        })
        .catch(() => ui.getState().showSnackbar({ message: GEOLOCATION_FAILED, type: 'error', time: SNACKBAR_LONG_TIME_MS }));
    },
    (error) => {
      const message = error.code === error.PERMISSION_DENIED ? GEOLOCATION_DENIED : GEOLOCATION_FAILED;
      ui.getState().showSnackbar({ message, type: 'error', time: SNACKBAR_LONG_TIME_MS });
    },
    { maximumAge: GEOLOCATION.maximumAgeMs, timeout: GEOLOCATION.timeoutMs },
  );
}

export function Geolocation({ enabled }: { enabled: boolean }) {
  const ui = useUiStoreApi();
  useEffect(() => {
    if (!enabled || !('geolocation' in navigator)) return;
    void (async () => {
      const state = await navigator.permissions
        ?.query({ name: 'geolocation' })
        .then((status) => status.state)
        .catch(() => 'prompt' as const);
      if (state === 'granted') {
        locate(ui);
        return;
      }
      ui.getState().openModal('basic', {
        heading: 'Allow your location',
        description: 'Chalchitra uses your location to show the titles, plans and prices of your country.',
        primaryAction: { actionText: 'Allow', onClick: () => locate(ui) },
        isClosable: false,
      });
    })();
  }, [enabled, ui]);
  return null;
}

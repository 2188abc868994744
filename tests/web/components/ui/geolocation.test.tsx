import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Geolocation, locate, GEOLOCATION_DENIED, GEOLOCATION_FAILED } from '@/components/ui/geolocation';
import { DialogsHost } from '@/components/ui/dialogs-host';
import { Snackbar } from '@/components/ui/snackbar';
import { createUiStore } from '@/stores/ui-store';
import { renderWithStores } from '../../render';

// spec 000 §4 "Geolocation" (behind GEOLOCATION=on) and its §8 texts.

const { getMock } = vi.hoisted(() => ({ getMock: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { get: getMock } }));
vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

function withGeolocation(permission: PermissionState, position: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: vi.fn(position) } });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: vi.fn(async () => ({ state: permission })) } });
}
const at = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition;
const refused = (code: number) => ({ code, PERMISSION_DENIED: 1 }) as GeolocationPositionError;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
  Cookies.remove('country');
  vi.clearAllMocks();
});

describe('geolocation', () => {
  it('asks nothing while it is off', () => {
    withGeolocation('granted', (ok) => ok(at(28.6, 77.2)));
    renderWithStores(<Geolocation enabled={false} />);
    expect(navigator.geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('with permission, asks for the country at the location and reloads when it changed', async () => {
    Cookies.set('country', 'IN');
    getMock.mockResolvedValue({ data: { data: { country_code: 'PK' } } });
    withGeolocation('granted', (ok) => ok(at(24.8607, 67.0011)));
    const reload = vi.fn();
    locate(createUiStore(), reload);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(getMock).toHaveBeenCalledWith(
      '/api/v1/common/countries/country',
      expect.objectContaining({ params: { gps: '24.8607,67.0011' } }),
    );
  });

  it('without permission, a dialog that cannot be dismissed asks; a refusal says how to allow it', async () => {
    withGeolocation('prompt', (_ok, fail) => fail(refused(1)));
    renderWithStores(
      <>
        <Geolocation enabled />
        <DialogsHost />
        <Snackbar />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Allow your location' });
    expect(dialog).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(screen.getByRole('alert')).toHaveTextContent(GEOLOCATION_DENIED);
  });

  it("says 'Oops! something went wrong.' for any other failure", () => {
    withGeolocation('granted', (_ok, fail) => fail(refused(3)));
    const ui = createUiStore();
    locate(ui);
    expect(ui.getState().snackbar).toMatchObject({ message: GEOLOCATION_FAILED, type: 'error' });
  });
});

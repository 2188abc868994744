import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { ModalQuerySync } from '@/components/ui/modal-query-sync';
import type { UiStore } from '@/stores/ui-store';
import { navigation } from '../../navigation-mock';
import { renderWithUiStore } from '../../render';

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

let ui: UiStore;

function renderSync() {
  const rendered = renderWithUiStore(<ModalQuerySync />);
  ui = rendered.uiStore;
  return rendered;
}

beforeEach(() => {
  navigation.pathname = '/movies';
  navigation.search = '';
  window.history.replaceState(null, '', '/movies');
  vi.clearAllMocks();
});

describe('the modal query parameter (spec 001 §4)', () => {
  it('adds modal=<name> when a modal that asks for it opens, and removes it on close', () => {
    renderSync();
    const entries = window.history.length;
    act(() => ui.getState().openModal('login', {}, { withQuery: true }));
    // a new history entry, so that the back action closes the modal; no server round trip
    expect(`${window.location.pathname}${window.location.search}`).toBe('/movies?modal=login');
    expect(window.history.length).toBe(entries + 1);
    expect(navigation.router.push).not.toHaveBeenCalled();

    act(() => ui.getState().closeModal('login'));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/movies');
    expect(window.history.length).toBe(entries + 1);
  });

  it("gives a modal opened as the player gives way the player's own entry", () => {
    window.history.pushState(null, '', '/movies?modal=player');
    renderSync();
    const entries = window.history.length;
    act(() => ui.getState().openModal('adBlocker', {}, { withQuery: true }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/movies?modal=adBlocker');
    expect(window.history.length).toBe(entries);
  });

  it('leaves the address alone for other modals', () => {
    renderSync();
    act(() => ui.getState().openModal('message', { title: 'Hi' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/movies');
  });

  it('opens the login dialog from modal=login (spec 000 §2), and the back action closes it', () => {
    navigation.search = 'modal=login';
    const { rerender } = renderSync();
    expect(ui.getState().modals.login).toBeDefined();

    navigation.search = '';
    rerender(<ModalQuerySync />);
    expect(ui.getState().modals.login).toBeUndefined();
  });
});

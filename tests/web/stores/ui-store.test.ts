import { describe, expect, it } from 'vitest';
import { createUiStore, topModal } from '@/stores/ui-store';

describe('UI store modals (spec 001 §3, §4)', () => {
  it('opens a modal with its data and closes it', () => {
    const store = createUiStore();
    store.getState().openModal('message', { title: 'Hello' });
    expect(store.getState().modals.message).toEqual({ data: { title: 'Hello' }, withQuery: false });
    store.getState().closeModal('message');
    expect(store.getState().modals.message).toBeUndefined();
  });

  it('stacks modals so that the last opened is on top', () => {
    const store = createUiStore();
    store.getState().openModal('subscription', { popupType: 'avod' });
    store.getState().openModal('basic', { heading: 'Are you sure you want to subscribe to Mzaalo plan?', isClosable: false });
    expect(topModal(store.getState())).toBe('basic');
    store.getState().closeModal('basic');
    expect(topModal(store.getState())).toBe('subscription');
    store.getState().closeAllModals();
    expect(topModal(store.getState())).toBeNull();
  });

  it('remembers which modals put modal=<name> in the address', () => {
    const store = createUiStore();
    store.getState().openModal('login', {}, { withQuery: true });
    expect(store.getState().modals.login?.withQuery).toBe(true);
  });

  it('shows a snackbar with the default type info and hides it by id', () => {
    const store = createUiStore();
    store.getState().showSnackbar({ message: 'Back online', type: 'success', time: 3500 });
    const first = store.getState().snackbar;
    store.getState().showSnackbar({ message: 'No connection' });
    const second = store.getState().snackbar;
    expect(second).toMatchObject({ message: 'No connection', type: 'info' });
    store.getState().hideSnackbar(first?.id);
    expect(store.getState().snackbar).toBe(second);
    store.getState().hideSnackbar(second?.id);
    expect(store.getState().snackbar).toBeNull();
  });

  it('sets the loader flag', () => {
    const store = createUiStore();
    store.getState().setLoader(true);
    expect(store.getState().loader).toBe(true);
  });
});

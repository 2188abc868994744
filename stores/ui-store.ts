import { createStore } from 'zustand/vanilla';
import { idleProgress, type ProgressState } from '@/stores/progress-state';
import { snackbarType, type ShownSnackbar, type SnackbarData } from '@/stores/snackbar-types';

// spec 001 §3 "App state": modal flags and data, snackbar, loader flag; spec 001 §4: the top
// progress bar. One store per request, created in StoreProvider.

export interface Action {
  actionText: string;
  onClick: () => void;
}

/** spec 000 §3 "Message modal". */
export interface MessageModalData {
  title: string;
  subtitle1?: string;
  subtitle2?: string;
  html?: string;
  btnData?: { btnText: string; btnFn?: () => void };
}

/** spec 001 §3 "Share modal". */
export interface ShareModalData {
  url: string;
  title: string;
  description?: string;
  quote?: string;
  hashtags?: string[];
  media?: string;
  /** Told where it was shared: a network, 'copy', or the system sheet ('share'). */
  onShared?: (method: string) => void;
}

/** spec 000 §3 "Subscription popup data". */
export interface SubscriptionModalData {
  popupType?: 'svod' | 'avod' | 'avod+svod';
  source?: string;
  entityData?: { assetId?: number | string; contentId?: number | string; title?: string };
}

/** spec 000 §3 "Basic dialog". */
export interface BasicModalData {
  heading: string;
  description?: string;
  primaryAction?: Action;
  secondaryAction?: Action;
  isClosable?: boolean;
}

/** spec 000 §3 "Login dialog". */
export interface LoginModalData {
  onLogin?: () => void;
  onClose?: () => void;
  onForgotPassword?: () => void;
  onRegistration?: () => void;
  /** 'AVOD' marks the ad-supported flow. */
  for?: 'AVOD';
}

export interface NextPreviewModalData {
  contentId: number | string;
  title: string;
  assetId?: number | string;
  thumbnail?: string;
}

/** spec 001 §3 "Add-to-playlist modal data". */
export interface AddToPlaylistModalData {
  isPlaylist?: boolean;
  isMusicAudio?: boolean;
  isAlbum?: boolean;
  isChart?: boolean;
  isVideo?: boolean;
  isVideoAlbum?: boolean;
  playlistId?: number | string;
  chartId?: number | string;
  assetId?: number | string;
  contents?: Array<number | string>;
}

export interface ModalDataMap {
  message: MessageModalData;
  share: ShareModalData;
  subscription: SubscriptionModalData;
  basic: BasicModalData;
  login: LoginModalData;
  nextPreview: NextPreviewModalData;
  addToPlaylist: AddToPlaylistModalData;
  adBlocker: Record<string, never>;
}

export type ModalName = keyof ModalDataMap;

export const MODAL_NAMES: readonly ModalName[] = [
  'message',
  'share',
  'subscription',
  'basic',
  'login',
  'nextPreview',
  'addToPlaylist',
  'adBlocker',
];

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && (MODAL_NAMES as readonly string[]).includes(value);
}

export interface OpenModal<K extends ModalName = ModalName> {
  data: ModalDataMap[K];
  /** The modal added modal=<name> to the address (spec 001 §4) and removes it on close. */
  withQuery: boolean;
}

export type OpenModals = { [K in ModalName]?: OpenModal<K> };

export interface UiState {
  modals: OpenModals;
  /** Open modals, the last one on top: Escape and the back action close the top one. */
  modalStack: ModalName[];
  snackbar: ShownSnackbar | null;
  loader: boolean;
  progress: ProgressState;
}

export interface UiActions {
  openModal: <K extends ModalName>(name: K, data: ModalDataMap[K], options?: { withQuery?: boolean }) => void;
  closeModal: (name: ModalName) => void;
  closeAllModals: () => void;
  showSnackbar: (snackbar: SnackbarData) => void;
  hideSnackbar: (id?: number) => void;
  setLoader: (loader: boolean) => void;
  setProgress: (progress: ProgressState) => void;
}

export type UiStoreState = UiState & UiActions;
export type UiStore = ReturnType<typeof createUiStore>;

let snackbarIds = 0;

export function createUiStore() {
  return createStore<UiStoreState>()((set) => ({
    modals: {},
    modalStack: [],
    snackbar: null,
    loader: false,
    progress: idleProgress,
    openModal: (name, data, options) =>
      set((state) => ({
        modals: { ...state.modals, [name]: { data, withQuery: options?.withQuery ?? false } },
        modalStack: [...state.modalStack.filter((open) => open !== name), name],
      })),
    closeModal: (name) =>
      set((state) => {
        if (!state.modals[name]) return state;
        const modals = { ...state.modals };
        delete modals[name];
        return { modals, modalStack: state.modalStack.filter((open) => open !== name) };
      }),
    closeAllModals: () => set({ modals: {}, modalStack: [] }),
    showSnackbar: (snackbar) => {
      snackbarIds += 1;
      set({ snackbar: { ...snackbar, type: snackbarType(snackbar.type), id: snackbarIds } });
    },
    hideSnackbar: (id) => set((state) => (id === undefined || state.snackbar?.id === id ? { snackbar: null } : state)),
    setLoader: (loader) => set({ loader }),
    setProgress: (progress) => set({ progress }),
  }));
}

/** The modal on top of the stack, or null. */
export function topModal(state: Pick<UiState, 'modalStack'>): ModalName | null {
  return state.modalStack.at(-1) ?? null;
}

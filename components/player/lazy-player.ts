import { lazyComponent } from '@/components/ui/lazy-component';

/** The player modal, its code (with its ad and stream parts) fetched on first use. */
export const LazyVideoPlayer = lazyComponent(() => import('./video-player-modal').then((module) => module.VideoPlayerModal));

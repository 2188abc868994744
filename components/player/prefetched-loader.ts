import type Hls from 'hls.js';
import type { HlsConfig, LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js';
import { takePrefetchedFile } from './prefetched-files';
import { withMediaGrant } from './media-grant';

// hls.js's loader, taking a first frame's files from a prepared play (play-prefetch.ts) when it
// has them, fetched ahead or still on their way, and asking the network for everything else (or
// when the fetch ahead failed), under the stream lease's latest media grant (media-grant.ts).

/** The default loader of this hls.js, answering from the prepared play's files first. */
export function prefetchedLoader(hls: typeof Hls): HlsConfig['loader'] {
  const NetworkLoader = hls.DefaultConfig.loader;
  return class PrefetchedLoader extends NetworkLoader {
    private stopped = false;

    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      context.url = withMediaGrant(context.url);
      const kept = context.rangeStart || context.rangeEnd ? null : takePrefetchedFile(context.url);
      if (!kept) return super.load(context, config, callbacks);
      this.context = context;
      kept.then(
        (file) => {
          if (this.stopped) return;
          const { stats } = this;
          stats.loading = { start: file.start, first: file.first, end: file.end };
          stats.loaded = stats.total = file.bytes.byteLength;
          stats.bwEstimate = (file.bytes.byteLength * 8000) / Math.max(1, file.end - file.first);
          const data = context.responseType === 'arraybuffer' ? file.bytes : new TextDecoder().decode(file.bytes);
          callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null);
        },
        () => {
          if (!this.stopped) super.load(context, config, callbacks);
        },
      );
    }

    abort(): void {
      this.stopped = true;
      super.abort();
    }

    destroy(): void {
      this.stopped = true;
      super.destroy();
    }
  };
}

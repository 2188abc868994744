// What the catalogue's answers ask of other modules, which implement it (server/app.ts wires
// them): the signed-in user's progress on row items (playback) and watchlist marks (library).
// The catalogue owns these shapes, so it imports nothing of those modules.

export interface ItemRef {
  asset_id: number;
  content_id: number | null;
}
export interface ItemProgress {
  progress: number;
  completed: boolean;
  duration: number;
}
/** The user's progress for each item, in the items' order (undefined where there is none). */
export type ItemProgressLookup = (userId: string, items: ItemRef[]) => Promise<Array<ItemProgress | undefined>>;
/** The asset ids among `assetIds` on the user's watchlist. */
export type WatchlistLookup = (userId: string, assetIds: number[]) => Promise<Set<number>>;

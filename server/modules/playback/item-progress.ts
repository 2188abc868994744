import type { ItemProgress, ItemProgressLookup } from '../catalogue/catalogue.ports';
import type { PlaybackRepository } from './playback.repository';

// spec 001 §7 playlists-all with progress=all: each row item carries the signed-in user's
// progress object (spec 001 §3). Rows come from the shared catalogue cache, so the progress is
// laid over a copy per request and never cached.

export function createItemProgressLookup(repository: Pick<PlaybackRepository, 'progressAmong'>): ItemProgressLookup {
  return async (profileId, items) => {
    const contentIds = [...new Set(items.flatMap((item) => (item.content_id === null ? [] : [item.content_id])))];
    // an item without a content (a show, an album) takes the most recent position in any of its contents
    const assetIds = [...new Set(items.filter((item) => item.content_id === null).map((item) => item.asset_id))];
    const rows = await repository.progressAmong(profileId, contentIds, assetIds);
    const byContent = new Map<number, ItemProgress>();
    const byAsset = new Map<number, ItemProgress>();
    for (const row of rows) {
      const progress = { progress: row.positionSeconds, completed: row.completed, duration: row.durationSeconds };
      byContent.set(row.contentId, progress);
      // rows come most recent first: the first one of an asset wins
      if (!byAsset.has(row.assetId)) byAsset.set(row.assetId, progress);
    }
    return items.map((item) => (item.content_id === null ? byAsset.get(item.asset_id) : byContent.get(item.content_id)));
  };
}

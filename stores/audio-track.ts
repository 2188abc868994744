import type { CatalogueItem } from '@/contract/schemas/catalogue';
import type { AudioTrack } from '@/stores/audio-queue-rules';
import { CONTENT_TYPE } from '@/contract/constants';

/** Music audio plays in the audio bar; music videos and everything else in the video player. */
export function isMusicAudio(item: CatalogueItem): boolean {
  return item.content_type_id === CONTENT_TYPE.musicAudio && item.content_id !== null;
}

/** spec 001 §3 audio track, from a catalogue item. */
export function toAudioTrack(item: CatalogueItem): AudioTrack {
  return {
    content_id: item.content_id as number,
    asset_id: item.asset_id,
    asset_title: item.asset_title,
    content_title: item.content_title ?? item.asset_title,
    album_title: item.asset_title,
    images: { square: item.images.square, thumbnail: item.images.thumbnail },
    isFree: item.isFree,
  };
}

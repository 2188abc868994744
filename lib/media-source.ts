// Whether this browser gives hls.js what it needs (Media Source Extensions, or Apple's Managed
// Media Source, with H.264 and AAC), as Hls.isSupported() reads it, without loading hls.js. Where
// it does not (iPhones before iOS 17.1), the browser plays HLS itself and cannot swap in a renewed
// media grant mid-play, so the play call asks for a grant that lasts (`hls=native`).

interface MediaSourceLike {
  isTypeSupported?: (type: string) => boolean;
}

const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

export function hlsJsCanPlay(scope: object = globalThis): boolean {
  const found = scope as { ManagedMediaSource?: MediaSourceLike; MediaSource?: MediaSourceLike; WebKitMediaSource?: MediaSourceLike };
  const source = found.ManagedMediaSource ?? found.MediaSource ?? found.WebKitMediaSource;
  return typeof source?.isTypeSupported === 'function' && source.isTypeSupported(H264_AAC);
}

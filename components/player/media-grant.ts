// The stream lease's media grant on the player's side (issue 46): the play URLs carry a grant that
// lives about two minutes, and each heartbeat answers a fresh one for the same media folder. The
// hls.js loader asks for every playlist and segment under that folder with the latest grant, so a
// film plays on for hours with no stall at renewal, while a stopped screen's media ends with its
// last grant.

export interface MediaGrant {
  /** the token of /media/s/{token}/{path} */
  token: string;
  /** the media folder it grants, the first segments of {path} */
  scope: string;
}

let current: MediaGrant | null = null;

/** The heartbeat's fresh grant; null when the player closes. */
export function setMediaGrant(grant: MediaGrant | null): void {
  current = grant;
}

const SIGNED = /\/media\/s\/([^/]+)\/(.*)$/;

/** `url` with the latest grant, when it is a signed media URL under the grant's folder. */
export function withMediaGrant(url: string): string {
  if (!current) return url;
  const match = SIGNED.exec(url);
  if (!match || match[1] === current.token || !match[2].startsWith(`${current.scope}/`)) return url;
  return `${url.slice(0, match.index)}/media/s/${current.token}/${match[2]}`;
}

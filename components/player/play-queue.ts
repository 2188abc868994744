/** A video the player can go on to. */
export interface UpNext {
  content_id: number;
  title: string;
}

/** Videos that play one after another, such as a playlist's, in order. */
export type PlayQueue = readonly UpNext[];

/**
 * What the Up next preview offers when `contentId` ends: the next video of the queue (nothing
 * after its last), or without a queue the origin's next content (spec 001 §3 next_content).
 */
export function nextAfter(queue: PlayQueue | undefined, contentId: number | undefined, fromOrigin: UpNext | null): UpNext | null {
  if (!queue) return fromOrigin;
  const index = queue.findIndex((item) => item.content_id === contentId);
  return index === -1 ? null : (queue[index + 1] ?? null);
}

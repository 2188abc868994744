import { fetchAdSchedule } from '@/lib/api/playback-client';
// The ad schedule of one playback: the origin's VMAP, read without the VAST library, so that it
// can be asked for while the play URLs load; the VAST part (ad-breaks.ts) loads only when the
// schedule has breaks.

/** A break and its ad: a VAST document inline in the VMAP (VASTAdData), or its URL (AdTagURI). */
export interface AdBreak {
  offsetSeconds: number;
  vast: { xml: string } | { url: string };
}

/** The breaks of a VMAP document, pre-roll first. */
export function parseVmap(xml: string): AdBreak[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const breaks = Array.from(document.getElementsByTagNameNS('*', 'AdBreak')).flatMap((element): AdBreak[] => {
    const offset = element.getAttribute('timeOffset') ?? 'start';
    const offsetSeconds = offset === 'start' ? 0 : clockSeconds(offset);
    const inline = element.getElementsByTagNameNS('*', 'VASTAdData')[0]?.getElementsByTagNameNS('*', 'VAST')[0];
    if (inline) return [{ offsetSeconds, vast: { xml: new XMLSerializer().serializeToString(inline) } }];
    const uri = element.getElementsByTagNameNS('*', 'AdTagURI')[0]?.textContent?.trim();
    return uri ? [{ offsetSeconds, vast: { url: uri } }] : [];
  });
  return breaks.sort((a, b) => a.offsetSeconds - b.offsetSeconds);
}

function clockSeconds(value: string): number {
  const [hours, minutes, seconds] = value.split(':').map(Number);
  return (hours || 0) * 3600 + (minutes || 0) * 60 + (seconds || 0);
}

/**
 * The breaks for one playback, or 'blocked' when the ad call never got an answer: an ad blocker
 * stopped it (spec 001 §1: content cannot play while an ad blocker is active).
 */
export async function loadAdSchedule(contentId: number, session: string): Promise<AdBreak[] | 'blocked'> {
  try {
    return parseVmap(await fetchAdSchedule(contentId, session));
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_NETWORK') return 'blocked';
    console.warn('No ad schedule; the programme plays without breaks', error);
    return [];
  }
}

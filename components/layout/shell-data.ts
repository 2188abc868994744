import 'server-only';
import { isOriginDown, originGet, OriginError } from '@/lib/api/server';
import { FOOTER_PLAYLIST_LOCATIONS, ORIGINALS_MENU_PAGE_ID } from '@/contract/constants';
import { buildMainMenu, usableMenuResult, type MainMenuEntry, type MenuResults } from '@/lib/menu';
import type { EditorialPlaylist, MenuResponse, PlaylistsAllResponse, ProvidersResponse } from '@/contract/schemas/catalogue';

// The shell's data, fetched on the server in parallel. A call the origin refuses leaves its part
// out (spec 001 §7: the menu build skips unusable results); an origin that is away fails the page,
// which is then never cached without its menus.

async function settle<T>(label: string, call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    // the origin away: the page fails rather than being cached without its menus; anything but
    // the origin's answer (a render that waits for a request) is not this function's to settle
    if (!(error instanceof OriginError) || isOriginDown(error)) throw error;
    console.error(`Shell data: ${label} failed; rendering without it`, error);
    return undefined;
  }
}

function menuCall(type: 'MOVIE' | 'ORIGINAL' | 'QUICKIE' | 'TV', pageId?: number): Promise<MenuResponse | undefined> {
  // GET /api/v2/v1/catalog/menu – type; page_id 44 for ORIGINAL (spec 001 §7, §9)
  return settle(`menu ${type}`, originGet<MenuResponse>('/api/v2/v1/catalog/menu', { shared: true, query: { type, page_id: pageId } }));
}

/** The main menu filled from the origin's menu and TV provider calls. */
export async function loadMainMenu(): Promise<MainMenuEntry[]> {
  const [movie, original, quickie, tv, providers] = await Promise.all([
    menuCall('MOVIE'),
    menuCall('ORIGINAL', ORIGINALS_MENU_PAGE_ID),
    menuCall('QUICKIE'),
    menuCall('TV'),
    // GET /api/v2/catalog/tv/providers – platform=web
    settle('tv providers', originGet<ProvidersResponse>('/api/v2/catalog/tv/providers', { shared: true, query: { platform: 'web' } })),
  ]);
  const results: MenuResults = { movie, original, quickie, tv, providers };
  return buildMainMenu(results);
}

/** The footer playlists at locations 8 and 9 (spec 001 §9), in location order. */
export async function loadFooterPlaylists(): Promise<EditorialPlaylist[]> {
  const answers = await Promise.all(
    FOOTER_PLAYLIST_LOCATIONS.map((location) =>
      // GET /api/v2/catalog/playlist – page=footer, location
      settle(
        `footer playlists ${location}`,
        originGet<PlaylistsAllResponse>('/api/v2/catalog/playlist', { shared: true, query: { page: 'footer', location } }),
      ),
    ),
  );
  return answers.flatMap((answer) => {
    const usable = usableMenuResult<PlaylistsAllResponse>(answer);
    return Array.isArray(usable?.data) ? usable.data.filter((playlist) => playlist.contents?.length > 0) : [];
  });
}

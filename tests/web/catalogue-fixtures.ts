import type { CatalogueItem, EditorialPlaylist } from '@/contract/schemas/catalogue';

// Catalogue answers as the origin gives them, for the components that draw them: a free film by
// default, and a row of such items; each test names what it changes.

export function catalogueItem(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    asset_id: 1,
    asset_type: 'MOVIE',
    asset_title: 'Dhoom',
    asset_slug: 'dhoom',
    content_id: null,
    content_title: null,
    content_slug: null,
    content_type_id: null,
    description: '',
    language: 'hin',
    release_year: 2004,
    duration: null,
    age_rating: null,
    isFree: 'YES',
    access_level: 'free',
    images: {},
    play_content_id: null,
    ...overrides,
  };
}

export function editorialPlaylist(overrides: Partial<EditorialPlaylist> = {}): EditorialPlaylist {
  return {
    playlist_id: 12,
    title: 'Trending Movies',
    slug: 'trending-movies',
    page: 'home',
    location: 1,
    position: 1,
    item_kind: 'asset',
    display: 'poster',
    total: 1,
    contents: [catalogueItem()],
    ...overrides,
  };
}

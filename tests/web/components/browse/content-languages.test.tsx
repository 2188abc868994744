import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssetDetail, CatalogueItem } from '@/contract/schemas/catalogue';
import type { Profile } from '@/contract/schemas/profiles';
import type { InitialSession } from '@/lib/session-types';
import { StoreProvider } from '@/stores/store-provider';
import { AssetPage } from '@/components/asset/asset-page';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { MyLanguagesFilter } from '@/components/browse/my-languages-filter';
import MostPopularPage from '@/app/[country]/[variant]/(shell)/movies/mostpopular/[[...rest]]/page';
import { catalogueItem } from '../../catalogue-fixtures';
import { asha } from '../profiles/profile-fixtures';

// The languages a title really has (issue 50, item 5), as a viewer meets them: its page says which
// audio and subtitles it plays in, a card of a dubbed title says how many languages, and a listing's
// "In my languages" link asks the origin for the titles in the viewer's languages only.

vi.mock('next/cache', () => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());
// the grid is an async server component, which React in jsdom cannot draw: its cards, drawn as it draws them
vi.mock('@/components/browse/item-grid', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/browse/item-grid')>();
  const { CatalogueCard } = await import('@/components/catalogue/catalogue-card');
  return {
    ...actual,
    ItemGrid: ({ items }: { items: CatalogueItem[] }) => (
      <ul>
        {items.map((item) => (
          <li key={item.asset_id}>
            <CatalogueCard item={item} shape="poster" />
          </li>
        ))}
      </ul>
    ),
  };
});

function detail(overrides: Partial<AssetDetail> = {}): AssetDetail {
  return {
    ...catalogueItem(),
    audio_languages: ['hin'],
    subtitle_languages: [],
    genres: [],
    cast: [],
    contents: [],
    related: [],
    ...overrides,
  };
}

function member(watching: Partial<Profile>): InitialSession {
  const profile: Profile = { ...asha, ...watching };
  return {
    user: { uuid: 'u-1', firstname: 'Asha', lastname: 'Rao', email: 'asha@example.com', activeUserPlan: 'premium', watching: profile },
  } as InitialSession;
}

function withStores(session: InitialSession = { user: null }) {
  return function Stores({ children }: { children: React.ReactNode }) {
    return <StoreProvider initialSession={session}>{children}</StoreProvider>;
  };
}

describe("a title's languages", () => {
  it.each([
    { audio: ['hin', 'tam'], subtitles: ['eng'], shown: ['Audio: Hindi, Tamil', 'Subtitles: English'] },
    { audio: ['tel', 'ori'], subtitles: ['eng', 'hin'], shown: ['Audio: Telugu, Odia', 'Subtitles: English, Hindi'] },
    { audio: ['hin'], subtitles: [], shown: ['Audio: Hindi'] },
  ])('shows on its page the audio $audio and the subtitles $subtitles its media has', async ({ audio, subtitles, shown }) => {
    render(await AssetPage({ asset: detail({ audio_languages: audio, subtitle_languages: subtitles }), playContentId: null }), {
      wrapper: withStores(),
    });
    for (const text of shown) expect(screen.getByText(text)).toBeInTheDocument();
    if (subtitles.length === 0) expect(screen.queryByText(/^Subtitles:/)).not.toBeInTheDocument();
  });

  it('marks a dubbed title’s card with how many languages it plays in, and a title in one language not at all', () => {
    render(
      <>
        <CatalogueCard item={catalogueItem({ asset_id: 1, asset_title: 'Dhoom', audio_languages: ['hin', 'tam', 'tel'] })} shape="poster" />
        <CatalogueCard item={catalogueItem({ asset_id: 2, asset_title: 'Lagaan', audio_languages: ['hin'] })} shape="poster" />
      </>,
      { wrapper: withStores() },
    );
    expect(screen.getByRole('link', { name: /Dhoom/ })).toHaveTextContent('2004 · 3 languages');
    expect(screen.getByRole('link', { name: /Lagaan/ })).not.toHaveTextContent('language');
  });
});

describe('"In my languages" on a listing', () => {
  it.each([
    { who: 'a visitor on an English page', session: { user: null } as InitialSession, languages: 'eng' },
    { who: 'a profile that chose Hindi and a Tamil dub', session: member({ language: 'hi', audio_language: 'tam' }), languages: 'hin,tam' },
    { who: 'a profile that chose only a Telugu dub', session: member({ audio_language: 'tel' }), languages: 'eng,tel' },
  ])('links $who to the listing in their languages, keeping its other filters', async ({ session, languages }) => {
    render(<MyLanguagesFilter path="/movies/mostpopular" query={{ genre: '3' }} active={false} />, { wrapper: withStores(session) });
    const link = screen.getByRole('link', { name: 'In my languages' });
    const href = new URL(link.getAttribute('href')!, 'https://chalchitra.test');
    expect(href.pathname).toBe('/movies/mostpopular');
    expect(href.searchParams.get('genre')).toBe('3');
    expect(href.searchParams.get('languages')).toBe(languages);
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('is a link the keyboard reaches, marked as on while filtering, that goes back to the whole listing', async () => {
    render(<MyLanguagesFilter path="/movies/mostpopular" query={{ genre: '3', languages: 'hin' }} active />, { wrapper: withStores() });
    const link = screen.getByRole('link', { name: 'In my languages' });
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('aria-current', 'true');
    expect(link).toHaveAttribute('href', '/movies/mostpopular?genre=3');
  });

  it('asks the origin for the titles in the languages of its address, and shows what it answers', async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => {
        const url = new URL(String(input));
        asked.push(url);
        if (url.pathname === '/api/v2/catalog/language') return Response.json({ data: [] });
        if (url.pathname === '/api/v2/catalog/genres') return Response.json({ data: [] });
        return Response.json({
          data: [catalogueItem({ asset_title: 'Jailer', language: 'tam', audio_languages: ['tam', 'hin'] })],
          total: 1,
          genre: null,
        });
      }),
    );
    const page = await MostPopularPage({ searchParams: Promise.resolve({ languages: 'tam,hin,xx1' }) });
    render(page, { wrapper: withStores() });
    const list = asked.find((url) => url.pathname === '/api/v2/catalog/assets')!;
    expect(list.searchParams.get('audio_languages')).toBe('hin,tam');
    expect(await screen.findByRole('link', { name: /Jailer/ })).toHaveTextContent('2 languages');
    expect(screen.getByRole('link', { name: 'In my languages' })).toHaveAttribute('aria-current', 'true');
  });
});

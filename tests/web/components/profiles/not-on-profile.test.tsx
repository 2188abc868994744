import { render, screen } from '@testing-library/react';
import { PROFILE_MESSAGES } from '@/contract/schemas/profiles';
import { encodeVariant } from '@/lib/render-variant';
import MoviePage, { generateMetadata } from '@/app/[country]/[variant]/(shell)/movie/watch/[assetId]/[assetSlug]/[[...rest]]/page';
import { rootParams } from '../../../support/root-params';

// A title above the profile's ceiling reached by its address (issue 49): a kids page asks the
// catalogue with the profile's ceiling; the origin answers the title's detail call 403
// NOT_ON_PROFILE, and the page says so with a way home and to "Who's watching?", never the 404 page.

vi.mock('next/cache', () => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));
const notFound = vi.hoisted(() =>
  vi.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
);
vi.mock('next/navigation', async () => ({ ...(await import('../../navigation-mock')).navigationMock, notFound }));

const kidsVariant = encodeVariant({
  member: true,
  platform: 'WEB',
  store: null,
  bot: false,
  shell: true,
  paged: false,
  ceiling: { maturity: 'UA', kids: true },
});
const params = Promise.resolve({ assetId: '42', assetSlug: 'an-adult-film' });
const refusal = () =>
  Response.json(
    { status: 'error', message: PROFILE_MESSAGES.notOnProfile, status_code: 'NOT_ON_PROFILE', request_id: 'r' },
    { status: 403 },
  );

beforeEach(() => {
  rootParams.variant = kidsVariant;
});
afterEach(() => {
  rootParams.variant = encodeVariant({ member: false, platform: 'WEB', store: null, bot: false, shell: true, paged: false });
  vi.unstubAllGlobals();
});

describe('a title not on this profile', () => {
  it("asks for the title with the kids page's ceiling, and shows the clear page for the origin's 403", async () => {
    const fetchMock = vi.fn(async () => refusal());
    vi.stubGlobal('fetch', fetchMock);
    render(await MoviePage({ params }));
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(new URL(url).pathname).toBe('/api/v2/catalog/asset/42');
    expect(new URL(url).searchParams.get('maturity')).toBe('UA');
    expect(screen.getByRole('heading', { level: 1, name: 'This title is not available on this profile.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Who’s watching?' })).toHaveAttribute('href', '/profiles');
    expect(notFound).not.toHaveBeenCalled();
    expect(await generateMetadata({ params })).toMatchObject({ title: PROFILE_MESSAGES.notOnProfile, robots: { index: false } });
  });

  it('still answers not found for a title that does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 'error', message: 'Not found', request_id: 'r' }, { status: 404 })),
    );
    await expect(MoviePage({ params })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('fails, rather than showing the clear page, for any other refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ status: 'error', message: 'Forbidden', status_code: 'FORBIDDEN', request_id: 'r' }, { status: 403 }),
      ),
    );
    await expect(MoviePage({ params })).rejects.toThrow('Origin answered 403');
  });
});

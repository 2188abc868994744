import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguagePicker } from '@/components/layout/language-picker';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';
import { asha, stubLocation } from '../profiles/profile-fixtures';

// The language picker (issue 50): a link per language to this page in it, which works before any
// script; a member's choice is kept as their profile's language before the page changes.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { patch } = vi.hoisted(() => ({ patch: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { patch } }));

let location: ReturnType<typeof stubLocation>;
beforeEach(() => {
  patch.mockReset();
  navigation.pathname = '/movies/mostpopular';
  location = stubLocation('http://localhost/movies/mostpopular');
});
afterEach(() => location.restore());

describe('the language picker', () => {
  it("links every language to this page in it, each named in its own script, and marks the page's own", () => {
    renderWithStores(<LanguagePicker />);
    const picker = screen.getByRole('navigation', { name: 'Language' });
    const links = within(picker).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')])).toEqual([
      ['English', '/en/movies/mostpopular', 'en'],
      ['हिन्दी', '/hi/movies/mostpopular', 'hi'],
      ['தமிழ்', '/ta/movies/mostpopular', 'ta'],
      ['తెలుగు', '/te/movies/mostpopular', 'te'],
      ['বাংলা', '/bn/movies/mostpopular', 'bn'],
      ['मराठी', '/mr/movies/mostpopular', 'mr'],
    ]);
    expect(screen.getByRole('link', { name: 'English (current language)' })).toHaveAttribute('aria-current', 'true');
    expect(within(picker).getByText('தமிழ்')).toHaveAttribute('lang', 'ta');
  });

  it("keeps a member's choice as their profile's language, then opens the page in it", async () => {
    patch.mockResolvedValue({ data: { status: 'success', data: { ...asha, language: 'ta' } } });
    renderWithStores(<LanguagePicker />, { user: { uuid: 'u-1', firstname: 'Asha', watching: asha } });
    await userEvent.click(screen.getByRole('link', { name: 'தமிழ்' }));
    await vi.waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/api/v2/secured/profiles/${asha.id}`, { language: 'ta' }, expect.anything()),
    );
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/ta/movies/mostpopular'));
  });

  it('opens the page in the language even when the choice could not be kept', async () => {
    patch.mockRejectedValue(new Error('offline'));
    renderWithStores(<LanguagePicker />, { user: { uuid: 'u-1', firstname: 'Asha', watching: asha } });
    await userEvent.click(screen.getByRole('link', { name: 'हिन्दी' }));
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/hi/movies/mostpopular'), { timeout: 3000 });
  });
});

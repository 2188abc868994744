import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { LOCALE_COOKIE } from '@/contract/locales';
import { MAX_PROFILES, PROFILE_MESSAGES, type Profile } from '@/contract/schemas/profiles';
import { ManageProfiles } from '@/components/profiles/manage-profiles';
import { ProfileLanguage } from '@/components/layout/profile-language';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';
import { asha, chintu, originRefusal, ravi, stubLocation } from './profile-fixtures';

// Manage profiles (issue 49): the add form (a name, a drawn avatar, kids with its ceiling U or UA),
// at most five profiles (the add button goes at five), the account password when the origin asks
// for it, a kids profile kept out, and each profile's languages (issue 50).

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { post, patch, put, del } = vi.hoisted(() => ({ post: vi.fn(), patch: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post, patch, put, delete: del, get: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());

const list = (profiles: Profile[], current = asha.id, pinToAdd = false) => ({ profiles, current, chosen: true, pin_to_add: pinToAdd });
const guest = (n: number): Profile => ({ ...ravi, id: `p-${n}`, name: `Guest ${n}`, locked: false });

/** The catalogue's languages, as GET /api/v2/catalog/language lists them. */
const languages = [
  { code: 'hin', native_name: 'हिन्दी' },
  { code: 'tam', native_name: 'தமிழ்' },
  { code: 'eng', native_name: 'English' },
];

function manage(profiles: Profile[], current?: string, pinToAdd?: boolean) {
  return renderWithStores(<ManageProfiles initial={list(profiles, current, pinToAdd)} languages={languages} />, { user: { uuid: 'u-1' } });
}

describe('Manage profiles: adding one', () => {
  it('adds a kids profile with its ceiling and avatar, and the add button goes once there are five', async () => {
    const added: Profile = { ...chintu, id: 'p-new', name: 'Munni', avatar: 'lotus', maturity: 'U' };
    post.mockResolvedValueOnce({ data: { status: 'success', data: added } });
    manage([asha, ravi, chintu, guest(4)]);
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Munni');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Lotus' }));
    // the ceiling is asked for a kids profile only, and offers U and UA
    expect(within(dialog).queryByLabelText('Titles shown')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Kids profile/ }));
    const ceiling = within(dialog).getByLabelText('Titles shown');
    expect(
      within(ceiling)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['U', 'UA']);
    expect(ceiling).toHaveValue('UA');
    await userEvent.selectOptions(ceiling, 'U');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));

    expect(post).toHaveBeenCalledWith(
      '/api/v2/secured/profiles',
      { name: 'Munni', avatar: 'lotus', kids: true, maturity: 'U' },
      expect.objectContaining({ withoutCountry: true }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: /Munni/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(MAX_PROFILES);
    expect(screen.queryByRole('button', { name: 'Add profile' })).not.toBeInTheDocument();
    expect(screen.getByText('An account can have up to 5 profiles.')).toBeInTheDocument();
  });

  it('offers no add button to an account that already has five', () => {
    manage([asha, ravi, chintu, guest(4), guest(5)]);
    expect(screen.queryByRole('button', { name: 'Add profile' })).not.toBeInTheDocument();
  });

  it("shows the origin's refusal in the form (a name taken)", async () => {
    post.mockRejectedValueOnce(originRefusal(409, 'PROFILE_NAME_TAKEN', PROFILE_MESSAGES.nameTaken));
    manage([asha]);
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Asha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.nameTaken);
  });

  it("asks for the account holder's PIN when the account asks for it before a profile is added", async () => {
    post.mockResolvedValueOnce({ data: { status: 'success', data: guest(3) } });
    manage([{ ...asha, locked: true }, ravi], asha.id, true);
    expect(screen.getByRole('checkbox', { name: 'Ask for the PIN of Asha’s profile before a profile is added' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Guest 3');
    await userEvent.type(within(dialog).getByLabelText('PIN of Asha’s profile'), '4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/v2/secured/profiles', expect.objectContaining({ pin: '4321' }), expect.anything()),
    );
  });
});

describe('Manage profiles: the rest', () => {
  it('asks for the account password when the origin wants it before a ceiling changes', async () => {
    patch.mockRejectedValueOnce(originRefusal(403, 'REAUTH_REQUIRED', PROFILE_MESSAGES.passwordRequired));
    patch.mockResolvedValueOnce({ data: { status: 'success', data: { ...chintu, maturity: 'U' } } });
    manage([asha, chintu]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Chintu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chintu' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Titles shown'), 'U');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.passwordRequired);
    await userEvent.type(within(dialog).getByLabelText('Account password'), 'my passphrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patch).toHaveBeenLastCalledWith(
      '/api/v2/secured/profiles/p-chintu',
      { maturity: 'U', password: 'my passphrase' },
      expect.anything(),
    );
  });

  it('never offers to delete the account holder’s profile, and asks a locked profile’s PIN to delete it', async () => {
    del.mockResolvedValueOnce({ data: { status: 'success' } });
    manage([asha, ravi]);
    expect(screen.queryByRole('button', { name: 'Delete Asha' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ravi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ravi?' });
    await userEvent.type(within(dialog).getByLabelText('PIN of Ravi'), '1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: /Ravi/ })).not.toBeInTheDocument());
    expect(del).toHaveBeenCalledWith('/api/v2/secured/profiles/p-ravi', expect.objectContaining({ data: { pin: '1111' } }));
  });

  it('removes a forgotten PIN with the account password', async () => {
    del.mockResolvedValueOnce({ data: { status: 'success', data: { ...ravi, locked: false } } });
    manage([asha, ravi]);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot PIN? (Ravi)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot the PIN of Ravi?' });
    await userEvent.type(within(dialog).getByLabelText('Account password'), 'my passphrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove PIN' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Set PIN for Ravi' })).toBeInTheDocument());
    expect(del).toHaveBeenCalledWith(
      '/api/v2/secured/profiles/p-ravi/pin',
      expect.objectContaining({ data: { password: 'my passphrase' } }),
    );
  });

  it('shows a kids profile why it cannot manage profiles', () => {
    manage([asha, chintu], chintu.id);
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.kidsCannotManage);
    expect(screen.queryByRole('button', { name: 'Add profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Who’s watching?' })).toHaveAttribute('href', '/profiles');
  });
});

describe("Manage profiles: a profile's languages", () => {
  let location: ReturnType<typeof stubLocation>;
  beforeEach(() => {
    Cookies.remove(LOCALE_COOKIE, { path: '/' });
    location = stubLocation('http://localhost/profiles/manage');
  });
  afterEach(() => location.restore());

  const options = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);

  it("offers our interface languages and the catalogue's, and the page follows the watching profile's new language", async () => {
    const changed: Profile = { ...asha, language: 'ta', audio_language: 'tam', subtitle_language: 'eng' };
    patch.mockResolvedValueOnce({ data: { status: 'success', data: changed } });
    renderWithStores(
      <>
        <ProfileLanguage />
        <ManageProfiles initial={list([asha, ravi])} languages={languages} />
      </>,
      { user: { uuid: 'u-1', firstname: 'Asha', watching: asha } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Asha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Asha' });
    const language = within(dialog).getByLabelText('Display language');
    const audio = within(dialog).getByLabelText('Audio language');
    const subtitles = within(dialog).getByLabelText('Subtitles');
    expect(options(language)).toEqual(['No preference', 'English', 'हिन्दी', 'தமிழ்', 'తెలుగు', 'বাংলা', 'मराठी']);
    expect(options(audio)).toEqual(['No preference', 'हिन्दी', 'தமிழ்', 'English']);
    expect(options(subtitles)).toEqual(['Off', 'हिन्दी', 'தமிழ்', 'English']);
    expect([language, audio, subtitles].map((select) => (select as HTMLSelectElement).value)).toEqual(['', '', '']);
    expect(audio).toHaveAccessibleDescription('A title starts in this audio and these subtitles when it has them.');

    await userEvent.selectOptions(language, 'ta');
    await userEvent.selectOptions(audio, 'tam');
    await userEvent.selectOptions(subtitles, 'eng');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patch).toHaveBeenCalledWith(
      '/api/v2/secured/profiles/p-asha',
      { language: 'ta', audio_language: 'tam', subtitle_language: 'eng' },
      expect.objectContaining({ withoutCountry: true }),
    );
    // the profile watching speaks Tamil now: this device's choice too, and the page is drawn again in it
    await vi.waitFor(() => expect(Cookies.get(LOCALE_COOKIE)).toBe('ta'));
    expect(navigation.router.refresh).toHaveBeenCalled();
  });

  it("leaves the page's language alone when another profile's changes", async () => {
    patch.mockResolvedValueOnce({ data: { status: 'success', data: { ...ravi, language: 'hi' } } });
    renderWithStores(
      <>
        <ProfileLanguage />
        <ManageProfiles initial={list([asha, ravi])} languages={languages} />
      </>,
      { user: { uuid: 'u-1', firstname: 'Asha', watching: asha } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Ravi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ravi' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Display language'), 'hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patch).toHaveBeenCalledWith('/api/v2/secured/profiles/p-ravi', { language: 'hi' }, expect.anything());
    expect(Cookies.get(LOCALE_COOKIE)).toBeUndefined();
    expect(navigation.router.refresh).not.toHaveBeenCalled();
  });

  it('shows the languages a profile chose, and sends only what changed (subtitles turned off clear them)', async () => {
    const tamil: Profile = { ...ravi, language: 'ta', audio_language: 'tam', subtitle_language: 'eng' };
    patch.mockResolvedValueOnce({ data: { status: 'success', data: { ...tamil, subtitle_language: null } } });
    manage([asha, tamil]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Ravi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ravi' });
    expect(within(dialog).getByLabelText('Display language')).toHaveValue('ta');
    expect(within(dialog).getByLabelText('Audio language')).toHaveValue('tam');
    await userEvent.selectOptions(within(dialog).getByLabelText('Subtitles'), 'Off');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/api/v2/secured/profiles/p-ravi', { subtitle_language: null }, expect.anything()),
    );
  });

  it('adds a profile with its languages in the one call', async () => {
    post.mockResolvedValueOnce({ data: { status: 'success', data: { ...guest(2), audio_language: 'hin' } } });
    manage([asha]);
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Guest 2');
    await userEvent.selectOptions(within(dialog).getByLabelText('Audio language'), 'hin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/v2/secured/profiles',
        { name: 'Guest 2', avatar: 'peacock', kids: false, audio_language: 'hin' },
        expect.anything(),
      ),
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_MESSAGES } from '@/contract/schemas/profiles';
import { AccountActions } from '@/components/layout/account-menu';
import { SideNav } from '@/components/layout/side-nav';
import { forgetListedProfiles } from '@/components/profiles/profile-switcher';
import { buildMainMenu, pickMenu, SIDE_NAV_IDS } from '@/lib/menu';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';
import { asha, chintu, originRefusal, ravi, stubLocation } from './profile-fixtures';

// Switching profile in one step (issue 49): the account menu shows who is watching and lists the
// account's other profiles; one click selects (a PIN first when locked) and loads the same page
// again as that profile. A kids profile's menu has no account settings, payments or Upgrade.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { get, post } }));

const account = { uuid: 'u-1', firstname: 'Asha', activeUserPlan: 'basic' };
const household = { status: 'success', data: { profiles: [asha, ravi, chintu], current: asha.id, chosen: true, pin_to_add: false } };
let location: ReturnType<typeof stubLocation>;

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  forgetListedProfiles();
  navigation.pathname = '/movies';
  location = stubLocation('http://localhost/movies?start=4');
});
afterEach(() => location.restore());

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('list', { name: 'Switch profile' });
}

describe('the account menu’s profile switcher', () => {
  it("shows the profile watching on its button, and lists the account's other profiles once opened", async () => {
    get.mockResolvedValueOnce({ data: household });
    renderWithStores(<AccountActions />, { user: { ...account, watching: asha } });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('Asha');
    expect(get).not.toHaveBeenCalled();
    const list = await openAccountMenu();
    expect(await within(list).findByRole('button', { name: 'Switch to Ravi PIN-locked' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Switch to Chintu Kids' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Switch to Asha/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Manage profiles' })).toHaveAttribute('href', '/profiles/manage');
    expect(get).toHaveBeenCalledWith('/api/v2/secured/profiles', expect.objectContaining({ withoutCountry: true }));
  });

  it('switches to an unlocked profile in one click and loads the same page again as it', async () => {
    get.mockResolvedValueOnce({ data: household });
    post.mockResolvedValueOnce({ data: { status: 'success', data: chintu } });
    renderWithStores(<AccountActions />, { user: { ...account, watching: asha } });
    const list = await openAccountMenu();
    await userEvent.click(await within(list).findByRole('button', { name: 'Switch to Chintu Kids' }));
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/movies?start=4'));
    expect(post).toHaveBeenCalledWith('/api/v2/secured/profiles/p-chintu/select', {}, expect.anything());
    expect(document.cookie).toContain('profile=p-chintu');
  });

  it("asks a locked profile's PIN, and shows the origin's message when it is wrong", async () => {
    get.mockResolvedValueOnce({ data: household });
    post.mockRejectedValueOnce(originRefusal(403, 'WRONG_PIN', PROFILE_MESSAGES.wrongPin(4)));
    renderWithStores(<AccountActions />, { user: { ...account, watching: chintu } });
    const list = await openAccountMenu();
    await userEvent.click(await within(list).findByRole('button', { name: 'Switch to Ravi PIN-locked' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter the PIN for Ravi' });
    await userEvent.type(within(dialog).getByLabelText('PIN'), '9999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong PIN. 4 tries left.');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('leaves out Account Settings, My Profile, Redeem promo code and Upgrade on a kids profile', async () => {
    get.mockResolvedValueOnce({ data: { ...household, data: { ...household.data, current: chintu.id } } });
    renderWithStores(<AccountActions />, { user: { ...account, watching: chintu } });
    const list = await openAccountMenu();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
    for (const name of ['Account Settings', 'My Profile', 'Redeem promo code', 'Manage profiles'])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watchlist' })).toBeInTheDocument();
    expect(await within(list).findByRole('button', { name: 'Switch to Asha' })).toBeInTheDocument();
  });

  it('keeps Upgrade and Account Settings for a grown-up on the basic plan', async () => {
    get.mockResolvedValueOnce({ data: household });
    renderWithStores(<AccountActions />, { user: { ...account, watching: asha } });
    await openAccountMenu();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it('lists the other profiles in the side navigation too, with the profile watching at its top', async () => {
    get.mockResolvedValueOnce({ data: household });
    renderWithStores(<SideNav entries={pickMenu(buildMainMenu(), SIDE_NAV_IDS)} />, { user: { ...account, watching: asha } });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/myprofile');
    const list = within(drawer).getByRole('list', { name: 'Switch profile' });
    expect(await within(list).findByRole('button', { name: 'Switch to Chintu Kids' })).toBeInTheDocument();
  });
});

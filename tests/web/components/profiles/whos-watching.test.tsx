import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_MESSAGES } from '@/contract/schemas/profiles';
import { WhosWatching } from '@/components/profiles/whos-watching';
import { renderWithStores } from '../../render';
import { asha, chintu, originRefusal, ravi, stubLocation } from './profile-fixtures';

// "Who's watching?" (issue 49): the account's profiles as large buttons with their marks; choosing
// one selects it at the origin (its PIN first when it has one), names it in the `profile` cookie
// for the page cache, and goes on to the page the visitor came for.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post, get: vi.fn() } }));

let location: ReturnType<typeof stubLocation>;
beforeEach(() => {
  post.mockReset();
  location = stubLocation('http://localhost/profiles?rurl=%2Fmovies');
  document.cookie = 'profile=; max-age=0; path=/';
});
afterEach(() => location.restore());

function household() {
  return renderWithStores(<WhosWatching profiles={[asha, ravi, chintu]} currentId={asha.id} next="/movies" />, { user: { uuid: 'u-1' } });
}

describe("Who's watching?", () => {
  it('shows every profile as a button with its name, a lock on the PIN-locked one and a kids mark', () => {
    household();
    expect(screen.getByRole('heading', { level: 1, name: 'Who’s watching?' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    // the avatars are drawn, and silent: each button says the name and its marks
    expect(within(list).getByRole('button', { name: 'Asha' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Ravi PIN-locked' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Chintu Kids' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage profiles' })).toHaveAttribute('href', '/profiles/manage');
  });

  it('selects an unlocked profile, names it in the profile cookie and goes on to the page asked for', async () => {
    post.mockResolvedValueOnce({ data: { status: 'success', data: chintu } });
    household();
    await userEvent.click(screen.getByRole('button', { name: /Chintu/ }));
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/movies'));
    expect(post).toHaveBeenCalledWith('/api/v2/secured/profiles/p-chintu/select', {}, expect.objectContaining({ withoutCountry: true }));
    expect(document.cookie).toContain('profile=p-chintu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the PIN of a locked profile first, and sends it with the choice', async () => {
    post.mockResolvedValueOnce({ data: { status: 'success', data: ravi } });
    household();
    await userEvent.click(screen.getByRole('button', { name: /Ravi/ }));
    const dialog = screen.getByRole('dialog', { name: 'Enter the PIN for Ravi' });
    expect(post).not.toHaveBeenCalled();
    const pin = within(dialog).getByLabelText('PIN');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '4');
    await userEvent.type(pin, '12a34');
    expect(pin).toHaveValue('1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/movies'));
    expect(post).toHaveBeenCalledWith('/api/v2/secured/profiles/p-ravi/select', { pin: '1234' }, expect.anything());
  });

  it.each([
    ['a wrong PIN', 403, 'WRONG_PIN', PROFILE_MESSAGES.wrongPin(4)],
    ['five wrong PINs', 429, 'PIN_LOCKED', PROFILE_MESSAGES.pinLocked],
  ])("shows the origin's message for %s and stays on the page", async (_case, status, code, message) => {
    post.mockRejectedValueOnce(originRefusal(status, code, message));
    household();
    await userEvent.click(screen.getByRole('button', { name: /Ravi/ }));
    const dialog = screen.getByRole('dialog', { name: 'Enter the PIN for Ravi' });
    await userEvent.type(within(dialog).getByLabelText('PIN'), '0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('PIN')).toHaveValue('');
    expect(location.assign).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('profile=p-ravi');
  });

  it('asks for 4 digits before asking the origin', async () => {
    household();
    await userEvent.click(screen.getByRole('button', { name: /Ravi/ }));
    await userEvent.type(screen.getByLabelText('PIN'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A PIN is 4 digits.');
    expect(post).not.toHaveBeenCalled();
  });

  it('opens the PIN dialog when the origin asks for a PIN it did not show (a PIN set meanwhile)', async () => {
    post.mockRejectedValueOnce(originRefusal(403, 'PIN_REQUIRED', PROFILE_MESSAGES.pinRequired));
    household();
    await userEvent.click(screen.getByRole('button', { name: /Chintu/ }));
    expect(await screen.findByRole('dialog', { name: 'Enter the PIN for Chintu' })).toBeInTheDocument();
  });
});

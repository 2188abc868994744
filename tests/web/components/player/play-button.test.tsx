import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialSession } from '@/lib/session-types';
import { StoreProvider, useSessionStoreApi } from '@/stores/store-provider';
import { PlayButton } from '@/components/player/play-button';

// Play on a title's page: its play prepared as the page loads and, for a visitor, the player made
// ready out of sight; pressing Play shows it. The player and the preparation are stand-ins that
// record what they were asked.

const preparePlay = vi.fn();
const loadPlayer = vi.fn();
vi.mock('@/components/player/play-prefetch', () => ({
  preparePlay: (...args: unknown[]) => preparePlay(...args),
  warmPlayerCode: () => undefined,
}));
vi.mock('@/components/player/lazy-player', () => ({
  LazyVideoPlayer: Object.assign(
    ({ open, onClose }: { open?: boolean; onClose: () => void }) => (
      <div data-testid="player" data-open={String(open)}>
        <button type="button" onClick={onClose}>
          Close player
        </button>
      </div>
    ),
    { load: () => loadPlayer() },
  ),
}));

const member = { uuid: 'u-7', firstname: 'Asha', lastname: 'Rao', email: 'asha@example.com', activeUserPlan: 'premium' };

/** The page's sign-in, as far as the session store sees it. */
function SignIn() {
  const session = useSessionStoreApi();
  return (
    <button type="button" onClick={() => session.getState().setUser(member)}>
      Sign in
    </button>
  );
}

async function titlePage(session: InitialSession) {
  render(
    <StoreProvider initialSession={session}>
      <SignIn />
      <PlayButton contentId={501} title="Chandni Ke Mela" prepareOnLoad />
    </StoreProvider>,
  );
  // the session's updates settle
  await act(async () => undefined);
}

const player = () => screen.queryByTestId('player');

describe('Play on a title page', () => {
  beforeEach(() => {
    preparePlay.mockReset();
    loadPlayer.mockReset();
    loadPlayer.mockResolvedValue(undefined);
  });
  afterEach(cleanup);

  it("makes a visitor's player ready out of sight once the play is prepared, and opens it on Play", async () => {
    await titlePage({ user: null });
    expect(preparePlay).toHaveBeenCalledWith(501, null, { ads: true });
    expect(player()).toHaveAttribute('data-open', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Play Chandni Ke Mela' }));
    expect(player()).toHaveAttribute('data-open', 'true');
    // closed, it is gone; a second Play makes a new one
    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    expect(player()).toBeNull();
  });

  it("prepares a signed-in viewer's play but makes their player only when Play is pressed", async () => {
    await titlePage({ user: member });
    expect(preparePlay).toHaveBeenCalledWith(501, 'u-7', { ads: false });
    expect(player()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play Chandni Ke Mela' }));
    expect(player()).toHaveAttribute('data-open', 'true');
  });

  it('leaves the player made ready when the visitor signs in on the page', async () => {
    await titlePage({ user: null });
    expect(player()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(player()).toBeNull();
  });

  it('prepares nothing more when the pointer comes to Play after the player was made ready', async () => {
    await titlePage({ user: null });
    await userEvent.hover(screen.getByRole('button', { name: 'Play Chandni Ke Mela' }));
    expect(preparePlay).toHaveBeenCalledTimes(1);
  });

  it('still opens the player on Play when its code did not arrive ahead', async () => {
    loadPlayer.mockRejectedValue(new Error('chunk failed'));
    await titlePage({ user: member });
    expect(loadPlayer).toHaveBeenCalled();
    expect(player()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play Chandni Ke Mela' }));
    expect(player()).toHaveAttribute('data-open', 'true');
  });
});

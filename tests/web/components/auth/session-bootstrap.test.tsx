import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionBootstrap } from '@/components/auth/session-bootstrap';
import { useSessionStore } from '@/stores/store-provider';
import { renderWithStores } from '../../render';

// spec 001 §4: after sign-in the active product is fetched and sets the plan.

const { getMock } = vi.hoisted(() => ({ getMock: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { get: getMock } }));

function Plan() {
  return <p data-testid="plan">{useSessionStore((state) => state.activeUserPlan)}</p>;
}

beforeEach(() => {
  vi.clearAllMocks();
  getMock.mockResolvedValue({ data: { data: { userstate: 'premium', product_id: 1000003 } } });
});

describe('SessionBootstrap', () => {
  it('fetches the active product of a signed-in user and takes its plan', async () => {
    const view = renderWithStores(
      <>
        <SessionBootstrap />
        <Plan />
      </>,
      { user: { uuid: 'u', activeUserPlan: 'basic' } },
    );
    await waitFor(() => expect(view.getByTestId('plan')).toHaveTextContent('premium'));
    expect(getMock).toHaveBeenCalledWith('/api/v2/secured/user/activeproduct', expect.anything());
  });

  it('asks nothing for a visitor', () => {
    renderWithStores(<SessionBootstrap />);
    expect(getMock).not.toHaveBeenCalled();
  });
});

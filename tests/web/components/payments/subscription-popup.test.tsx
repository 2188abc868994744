import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionPopup } from '@/components/payments/subscription-popup';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// spec 000 §4 "Subscription popup" and spec 001 §9 purchase link.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post, get: vi.fn() } }));

beforeEach(() => {
  vi.clearAllMocks();
  navigation.pathname = '/movie/watch/7/dhoom';
  navigation.search = 'utm_source=british_airways&ap=1';
});

describe('SubscriptionPopup', () => {
  it('svod: Subscribe goes to the purchase link with ent SVOD, the page name and the marketing parameters', () => {
    renderWithStores(<SubscriptionPopup data={{ popupType: 'svod', entityData: { title: 'Dhoom' } }} />);
    expect(screen.getByRole('dialog', { name: 'Subscribe to watch' })).toHaveTextContent('Dhoom is part of Chalchitra Premium');
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/purchase?rurl=%2Fmovie%2Fwatch%2F7%2Fdhoom&src=en&ent=SVOD&screen=movie&utm_source=british_airways',
    );
  });

  it('tells the dataLayer which button took the viewer to the plans', async () => {
    window.dataLayer = [];
    renderWithStores(<SubscriptionPopup data={{ popupType: 'svod', entityData: { title: 'Dhoom' } }} />);
    const subscribe = screen.getByRole('link', { name: 'Subscribe' });
    subscribe.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(subscribe);
    expect(window.dataLayer).toContainEqual({ event: 'subscription_popup_subscribe', popup_type: 'svod', ent: 'SVOD' });
  });

  it('source FashionTV adds the partner tag fashiontv', () => {
    navigation.pathname = '/tv/provider/fashiontv';
    navigation.search = '';
    renderWithStores(<SubscriptionPopup data={{ popupType: 'svod', source: 'FashionTV' }} />);
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/purchase?rurl=%2Ftv%2Fprovider%2Ffashiontv&src=en&ent=SVOD&screen=tv-provider-featured&partner=fashiontv',
    );
  });

  it('avod+svod: offers the free plan or Compare plans with ent AVOD+SVOD', () => {
    renderWithStores(<SubscriptionPopup data={{ popupType: 'avod+svod' }} />, { user: { uuid: 'u', activeUserPlan: 'basic' } });
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', expect.stringContaining('ent=AVOD%2BSVOD'));
    expect(screen.getByRole('button', { name: 'Watch free with MZaalo' })).toBeInTheDocument();
  });

  it('avod, signed in: the Yes/No confirmation, not closable; Yes creates the free subscription', async () => {
    post.mockReturnValue(new Promise(() => {}));
    renderWithStores(<SubscriptionPopup data={{ popupType: 'avod' }} />, { user: { uuid: 'u', activeUserPlan: 'basic' } });
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to subscribe to Mzaalo plan?' });
    expect(dialog).toBeVisible();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(post).toHaveBeenCalledWith('/api/v1/payments/subscription/create-avod', undefined, { skipAuthRedirect: true });
  });
});

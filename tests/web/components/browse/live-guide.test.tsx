import { render, screen, within } from '@testing-library/react';
import { LiveGuide } from '@/components/browse/live-guide';
import type { LiveChannel } from '@/contract/schemas/browse';

// The live guide (spec 001 §2 header menus and §3 live channel): now and next per channel, the
// LIVE mark under the live rule, and the Watch link with ap=1 and channel-id.

const start = Date.UTC(2026, 2, 1, 6, 30) / 1000; // 12:00 in India
const channel = (overrides: Partial<LiveChannel>): LiveChannel => ({
  channel_id: 7,
  asset_id: 70,
  title: '9XM Live',
  owner: '9X Media',
  pg: 13,
  description: '',
  images: {},
  provider_code: null,
  live: true,
  time_remaining: 25 * 60,
  now: { title: 'Bollywood Countdown', description: '', start_time_epoch: start, end_time_epoch: start + 3600 },
  next: { title: 'Retro Hour', description: '', start_time_epoch: start + 3600, end_time_epoch: start + 7200 },
  ...overrides,
});

describe('LiveGuide', () => {
  it('shows what is on now, until when, and what is next, with a Watch link that opens the channel', () => {
    render(<LiveGuide channels={[channel({})]} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: /9XM Live/ })).toHaveTextContent('LIVE');
    expect(item).toHaveTextContent('NowBollywood Countdown until 13:00, 25 min left');
    expect(item).toHaveTextContent('NextRetro Hour at 13:00');
    expect(within(item).getByRole('link', { name: 'Watch 9XM Live live' })).toHaveAttribute('href', '/tv/live?ap=1&channel-id=7');
  });

  it('marks a channel with nothing on as off air, without the LIVE mark', () => {
    render(<LiveGuide channels={[channel({ live: false, now: null, time_remaining: null })]} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('NowOff air');
    expect(within(item).getByRole('heading')).not.toHaveTextContent('LIVE');
  });

  it('describes the programmes on now as BroadcastEvent JSON-LD', () => {
    const { container } = render(<LiveGuide channels={[channel({}), channel({ channel_id: 8, live: false, now: null })]} />);
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data['@graph']).toHaveLength(1);
    expect(data['@graph'][0]).toMatchObject({ '@type': 'BroadcastEvent', name: 'Bollywood Countdown', isLiveBroadcast: true });
  });
});

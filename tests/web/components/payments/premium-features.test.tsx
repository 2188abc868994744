import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREMIUM_FEATURES, PremiumFeatures } from '@/components/payments/premium-features';

// The premium-features carousel of /purchase: 2.5 cards per page (spec 001 §9).

describe('PremiumFeatures', () => {
  it('lists what Premium gives, 2.5 per page, with labelled previous/next buttons', () => {
    render(<PremiumFeatures />);
    const region = screen.getByRole('region', { name: 'Why go Premium' });
    const track = within(region).getByRole('list', { name: 'Premium features' });
    expect(track.style.getPropertyValue('--per-page')).toBe('2.5');
    expect(within(track).getAllByRole('listitem')).toHaveLength(PREMIUM_FEATURES.length);
    for (const title of ['No ad breaks', 'Downloads', 'The largest library of Bollywood content', 'Simple plans']) {
      expect(within(track).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(region).getByRole('button', { name: 'Previous features' })).toHaveAttribute('aria-controls', track.id);
    expect(within(region).getByRole('button', { name: 'Next features' })).toHaveAttribute('aria-controls', track.id);
    // at the start there is nothing before the first page
    expect(within(region).getByRole('button', { name: 'Previous features' })).toBeDisabled();
  });
});

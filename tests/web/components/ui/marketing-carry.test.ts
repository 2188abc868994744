import { describe, expect, it } from 'vitest';
import { carriedQuery } from '@/components/ui/marketing-carry';
import { offersSubscription } from '@/components/player/autoplay-from-query';

// spec 000 §2 (marketing parameters travel on) and §4 (ap=1 in a partner flow).

describe('marketing parameters', () => {
  it('come back on a route without them, beside its own query', () => {
    expect(carriedQuery(new URLSearchParams('q=raja'), new URLSearchParams('utm_source=mail&partner_code=hcl'))?.toString()).toBe(
      'q=raja&utm_source=mail&partner_code=hcl',
    );
  });

  it('are left alone where the address names its own, or none were seen', () => {
    expect(carriedQuery(new URLSearchParams('utm_source=ad'), new URLSearchParams('utm_source=mail'))).toBeNull();
    expect(carriedQuery(new URLSearchParams('q=raja'), null)).toBeNull();
  });
});

describe('ap=1 in a partner flow', () => {
  it.each([
    ['partner_code=hcl&ap=1&content-id=5&isfree=false', 'basic', true],
    ['partner_code=hcl&ap=1&content-id=5&isfree=false', 'mzaalo', true],
    ['partner_code=hcl&ap=1&content-id=5&isfree=false', 'premium', false],
    ['partner_code=hcl&ap=1&content-id=5&isfree=true', 'basic', false],
    ['ap=1&content-id=5&isfree=false', 'basic', false],
  ])('%s for %s offers the subscription: %s', (query, plan, expected) => {
    expect(offersSubscription(new URLSearchParams(query), plan)).toBe(expected);
  });
});

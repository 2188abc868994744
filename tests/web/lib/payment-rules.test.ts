import { describe, expect, it } from 'vitest';
import { createFormatter } from 'next-intl';
import { formatMoney, giftLink, outcomePath, paymentLink, returnAfterSetPassword, showsLoaderBetween } from '@/lib/payment-rules';
import { offersFreePlan, paysByWallet } from '@/contract/plans';
import { LOCALES, LOCALE_INFO } from '@/contract/locales';

describe('paymentLink (spec 001 §9)', () => {
  it.each([
    [{ pr: 'p1' }, '/payment?pr=p1'],
    [{ pr: 'p1', vou: 'DIWALI50' }, '/payment?pr=p1&vou=DIWALI50'],
    [{ pr: 'p1', country: 'PK', mobile: true }, '/payment/simpaisa?pr=p1'],
    [{ pr: 'p1', country: 'pk', mobile: true }, '/payment/simpaisa?pr=p1'],
    [{ pr: 'p1', country: 'PK', mobile: false }, '/payment?pr=p1'],
    [{ pr: 'p1', country: 'IN', mobile: true }, '/payment?pr=p1'],
    [{ pr: 'p1', carry: new URLSearchParams('utm_source=british_airways&rurl=%2Fx') }, '/payment?pr=p1&utm_source=british_airways'],
  ])('%j → %s', (input, expected) => expect(paymentLink(input)).toBe(expected));
});

describe('giftLink (spec 001 §9)', () => {
  it('carries cc, the first premium plan, op=preparation and ls', () => {
    expect(giftLink({ cc: 'IN', pr: 'p1', ls: 'purchase' })).toBe('/gift?cc=IN&pr=p1&op=preparation&ls=purchase');
  });
});

describe('who pays by wallet and who is offered the free plan (spec 000 §2, §9)', () => {
  it.each([
    ['PK', true, true],
    ['PK', false, false],
    ['IN', true, false],
    [null, true, false],
  ] as const)('%s mobile=%s → %s', (country, mobile, expected) => {
    expect(paysByWallet(country, mobile)).toBe(expected);
  });
  it.each([
    ['IN', true],
    ['pk', true],
    ['GB', false],
    ['US', false],
    [undefined, false],
  ] as const)('free plan in %s: %s', (country, expected) => {
    expect(offersFreePlan(country)).toBe(expected);
  });
});

describe('the loader between pages (spec 000 §2 "Route guards")', () => {
  it.each([
    ['/set-password', '/', true],
    ['/set-password?x=1', '/movies', true],
    ['/reset-password', '/purchase?pr=1', true],
    ['/set-password', '/payment?pr=1', true],
    ['/set-password', '/payment/simpaisa?pr=1', true],
    ['/set-password', '/account', false],
    ['/purchase?pr=1', '/payment?pr=1', true],
    ['/purchase', '/payment/pmt', true],
    ['/purchase', '/account', false],
    ['/payment/pmt', '/thankyou?vid=1', true],
    ['/payment', '/thankyou', false],
    ['/movies', '/purchase', false],
  ])('%s → %s: %s', (from, to, expected) => expect(showsLoaderBetween(from, to)).toBe(expected));
});

describe('the return address after set-password (spec 000 §4)', () => {
  it.each([
    [{ rurl: '/purchase?src=en&pr=p1' }, '/payment?pr=p1'],
    [{ rurl: '/purchase?rurl=%2Fmovies&pr=p1' }, '/payment?pr=p1&rurl=%2Fmovies'],
    [{ rurl: '/purchase?src=en&pr=p1&utm_source=british_airways' }, '/payment?pr=p1&utm_source=british_airways'],
    [{ rurl: '/purchase?pr=p1', country: 'PK', mobile: true }, '/payment/simpaisa?pr=p1'],
    [{ rurl: '/purchase?pr=p1&vou=DIWALI50' }, '/purchase?pr=p1&vou=DIWALI50'],
    [{ rurl: '/purchase?pr=p1&free=1' }, '/purchase?pr=p1&free=1'],
    [{ rurl: '/purchase?src=en' }, '/purchase?src=en'],
    [{ rurl: '/movies' }, '/movies'],
    [{ rurl: 'https://evil.example/purchase?pr=1' }, '/'],
    [{ rurl: '/movie/watch/1/x', avod: true }, '/movie/watch/1/x?createAVOD=1'],
    [{ rurl: '/purchase?pr=p1', avod: true }, '/purchase?pr=p1&createAVOD=1'],
  ])('%j → %s', (input, expected) => expect(returnAfterSetPassword(input)).toBe(expected));
});

describe('formatMoney', () => {
  it.each([
    [99, 'INR', '₹99'],
    [79.2, 'INR', '₹79.20'],
    [4.99, 'USD', '$4.99'],
    [299, 'PKR', 'PKR 299'],
  ])('%s %s → %s', (amount, currency, expected) => {
    expect(formatMoney(createFormatter({ locale: LOCALE_INFO.en.tag }), amount, currency).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  // issue 50: Indian grouping and Latin digits in every language
  it.each(LOCALES)('writes ₹1,00,000 and ₹79.20 in %s', (locale) => {
    const format = createFormatter({ locale: LOCALE_INFO[locale].tag });
    expect(formatMoney(format, 100000, 'INR')).toBe('₹1,00,000');
    expect(formatMoney(format, 1234567.5, 'INR')).toBe('₹12,34,567.50');
    expect(formatMoney(format, 79.2, 'INR')).toBe('₹79.20');
  });
});

describe('outcomePath', () => {
  it.each([
    [{ vid: 'v1', status: 'success' as const, next_path: '/thankyou' }, undefined, '/thankyou?vid=v1'],
    [
      { vid: 'v1', status: 'success' as const, next_path: '/thankyou' },
      '/movie/watch/1/x',
      '/thankyou?vid=v1&rurl=%2Fmovie%2Fwatch%2F1%2Fx',
    ],
    [{ vid: 'v1', status: 'pending' as const, next_path: '/subscription-pending' }, undefined, '/subscription-pending?vid=v1'],
    [{ vid: 'v1', status: 'failed' as const, next_path: 'https://evil.example' }, undefined, '/subscription-failed?vid=v1'],
    [{ vid: 'v2', status: 'success' as const, next_path: '/renewal-status?vid=v2' }, undefined, '/renewal-status?vid=v2'],
  ])('%j → %s', (status, rurl, expected) => expect(outcomePath(status, rurl)).toBe(expected));
});

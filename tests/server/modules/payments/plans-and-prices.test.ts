import { testDatabases } from '../../../support/databases';
import { usePaymentsOrigin } from './support';

// Plans as data, prices and breakups per country, what cannot be bought, and the country a price is for.

describe.each(testDatabases())('plans and prices on $name', (engine) => {
  const origin = usePaymentsOrigin(engine);
  const get = (url: string, cookie?: string) => origin.call({ method: 'GET', url, cookie });
  const breakup = (query: string, cookie?: string) => get(`/api/v1/payments/pricing/fetch_price_breakup?${query}`, cookie);

  it('lists the plans on sale per country, in its currency, with what each unlocks', async () => {
    const india = (
      await get('/api/v1/payments/plan/get_plans_detailed?entitlement_groups=SVOD&entitlement_groups=AVOD&owner=eros&country=IN')
    ).json().data;
    expect(india.currency).toBe('INR');
    expect(india.plans.map((plan: { product_id: number; price: number }) => [plan.product_id, plan.price])).toEqual([
      [1000003, 99],
      [1000001, 249],
      [1000014, 799],
      [1000016, 49],
      [1000020, 0],
    ]);
    expect(india.plans[0]).toEqual({
      product_id: 1000003,
      product_name: 'Premium Monthly',
      plan_id: 2000301,
      tier: 'premium',
      entitlement_group: 'SVOD',
      owner: 'eros',
      duration_days: 30,
      billing_period: 'monthly',
      currency: 'INR',
      price: 99,
      price_minor: 9900,
      display_price: '₹99',
      description: 'Every title, no ad breaks, downloads',
      unlocks: { access: ['free', 'avod', 'svod'], ads: false, downloads: true },
    });
    expect(india.plans[3].unlocks).toEqual({ access: ['free', 'avod'], ads: false, downloads: false });
    expect(india.plans[4].unlocks).toEqual({ access: ['free', 'avod'], ads: true, downloads: false });

    const pakistan = (await get('/api/v1/payments/plan/get_plans_detailed', undefined)).json().data;
    expect(pakistan.country).toBe('IN');
    const pk = (
      await origin.call({ method: 'GET', url: '/api/v1/payments/plan/get_plans_detailed', headers: { 'x-country': 'PK' } })
    ).json().data;
    expect(pk.plans.map((plan: { display_price: string }) => plan.display_price)).toEqual([
      'Rs 299',
      'Rs 799',
      'Rs 2499',
      'Rs 149',
      'Rs 0',
    ]);
    // the free plan only where it is offered (spec 000 §9)
    const us = (await get('/api/v1/payments/plan/get_plans_detailed?country=US')).json().data;
    expect(us.currency).toBe('USD');
    expect(us.plans.map((plan: { product_id: number; price: number }) => [plan.product_id, plan.price])).toEqual([
      [1000003, 4.99],
      [1000001, 12.99],
      [1000014, 39.99],
      [1000016, 1.99],
    ]);
    const avodOnly = (await get('/api/v1/payments/plan/get_plans_detailed?entitlement_groups=AVOD&country=IN')).json().data.plans;
    expect(avodOnly.map((plan: { product_name: string }) => plan.product_name)).toEqual(['MZaalo']);
    expect((await get('/api/v1/payments/plan/get_plans_detailed?owner=someone-else')).json().data.plans).toEqual([]);
  });

  it('answers one product, and 404 for an unknown one or MZaalo outside its countries', async () => {
    const premium = (await get('/api/v1/payments/plan/fetch_product_details?product_id=1000014&country=PK')).json().data;
    expect(premium).toMatchObject({
      product_id: 1000014,
      plan_id: 2001402,
      currency: 'PKR',
      price: 2499,
      duration_days: 365,
      purchasable: true,
    });
    expect((await get('/api/v1/payments/plan/fetch_product_details?product_id=1000011')).json().data).toMatchObject({
      product_name: 'Basic',
      purchasable: false,
      price: 0,
    });
    const unknown = await get('/api/v1/payments/plan/fetch_product_details?product_id=42');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'We could not find that plan.', status_code: 'PRODUCT_NOT_FOUND' });
    expect((await get('/api/v1/payments/plan/fetch_product_details?product_id=1000020&country=US')).statusCode).toBe(404);
  });

  it('breaks prices down per country with tax included', async () => {
    expect((await breakup('product_id=1000003&country=IN')).json().data).toEqual({
      product_id: 1000003,
      plan_id: 2000301,
      country: 'IN',
      currency: 'INR',
      price: 99,
      discount: 0,
      tax: 15.1,
      tax_rate: 18,
      tax_inclusive: true,
      total: 99,
      price_minor: 9900,
      discount_minor: 0,
      tax_minor: 1510,
      total_minor: 9900,
      duration_days: 30,
      is_free: false,
      payment_type_id: null,
      voucher: null,
    });
    expect((await breakup('product_id=1000016&country=PK')).json().data).toMatchObject({
      currency: 'PKR',
      price: 149,
      tax: 20.55,
      tax_rate: 16,
      total: 149,
    });
    expect((await breakup('product_id=1000001&country=GB')).json().data).toMatchObject({
      currency: 'USD',
      price: 12.99,
      tax: 0,
      tax_rate: 0,
      total: 12.99,
    });
  });

  it('refuses what cannot be bought and what the user already has', async () => {
    const premium = await origin.user();
    await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/eros-free',
      cookie: premium.cookie,
      payload: { product_ids: [1000003], voucher_code: 'FREEPREMIUM', payment_type_id: 100014 },
    });
    const pending = (payload: object, cookie = premium.cookie) =>
      origin.call({ method: 'POST', url: '/api/v1/payments/subscription/create-pending', cookie, payload });
    expect((await pending({ product_ids: [1000016] })).json()).toMatchObject({
      message: 'You already have an active subscription to this plan or a higher one.',
      status_code: 'ALREADY_SUBSCRIBED',
    });
    expect((await pending({ product_ids: [1000014] })).json().status_code).toBe('ALREADY_SUBSCRIBED');
    const basic = await origin.user();
    expect((await pending({ product_ids: [1000003, 1000014] }, basic.cookie)).json().message).toBe('Choose one plan.');
    expect((await pending({ product_ids: [1000011] }, basic.cookie)).json()).toMatchObject({
      message: 'This plan cannot be bought.',
      status_code: 'NOT_PURCHASABLE',
    });
    expect((await pending({ product_ids: [1000003], discount_code: 'FREEPREMIUM' }, basic.cookie)).json()).toMatchObject({
      message: 'This plan is free with your promo code.',
      status_code: 'FREE_WITH_VOUCHER',
    });
    expect((await pending({ product_ids: [1000003] }, '')).statusCode).toBe(401);
    const made = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie: basic.cookie,
      headers: { 'cf-ipcountry': 'US' },
      payload: { country_code: 'US', product_ids: [1000016], discount_code: '' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      status: 'pending',
      product_id: 1000016,
      plan_id: 2001603,
      product_name: 'Plus Monthly',
      breakup: { currency: 'USD', total: 1.99 },
    });
  });

  it('prices by the country the server found, never by a country the buyer sends', async () => {
    const buyer = await origin.user();
    const fromUs = { 'cf-ipcountry': 'US' };
    // the probe: a buyer in the US names India to pay ₹99 instead of USD 4.99
    const claimed = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie: buyer.cookie,
      headers: { ...fromUs, 'x-country': 'IN' },
      payload: { country_code: 'IN', product_ids: [1000003] },
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json()).toMatchObject({
      status_code: 'COUNTRY_MISMATCH',
      message: 'Plans are priced for the country you are in (US); this purchase names IN.',
    });
    // without a country of its own the purchase is priced where the buyer is
    const priced = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie: buyer.cookie,
      headers: { ...fromUs, 'x-country': 'IN' },
      payload: { product_ids: [1000003] },
    });
    expect(priced.statusCode).toBe(201);
    expect(priced.json().data.breakup).toMatchObject({ currency: 'USD', country: 'US' });
    // plans, price breakups and India-only codes follow the same country, whatever the query says
    const plans = await origin.call({
      method: 'GET',
      url: '/api/v1/payments/plan/get_plans_detailed?country=IN&owner=eros',
      headers: fromUs,
    });
    expect(plans.json().data).toMatchObject({ country: 'US', currency: 'USD' });
    const flat50 = await origin.call({
      method: 'GET',
      url: '/api/v1/payments/pricing/fetch_price_breakup?product_id=1000003&voucher_code=FLAT50&country=IN',
      cookie: buyer.cookie,
      headers: fromUs,
    });
    expect(flat50.json().status_code).toBe('VOUCHER_COUNTRY');
  });

  it('places an IPv6 buyer by address: a US address naming India gets the US price and no India-only code', async () => {
    const buyer = await origin.user();
    // the probe: no CDN header, a US IPv6 address (the web's relay forwards it), x-country IN
    const fromUsV6 = { 'x-forwarded-for': '2001:4860:4860::8888', 'x-country': 'IN' };
    const plans = await origin.call({
      method: 'GET',
      url: '/api/v1/payments/plan/get_plans_detailed?country=IN&owner=eros',
      headers: fromUsV6,
    });
    expect(plans.json().data).toMatchObject({ country: 'US', currency: 'USD' });
    const flat50 = await origin.call({
      method: 'GET',
      url: '/api/v1/payments/pricing/fetch_price_breakup?product_id=1000003&voucher_code=FLAT50&country=IN',
      cookie: buyer.cookie,
      headers: fromUsV6,
    });
    expect(flat50.json()).toMatchObject({ status_code: 'VOUCHER_COUNTRY', message: 'This promo code is not valid in your country.' });
    const priced = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie: buyer.cookie,
      headers: fromUsV6,
      payload: { product_ids: [1000003] },
    });
    expect(priced.json().data.breakup).toMatchObject({ currency: 'USD', country: 'US' });
    // an Indian IPv6 address is placed too
    const fromIndiaV6 = { 'x-forwarded-for': '2401:4900::1', 'x-country': 'US' };
    expect(
      (await origin.call({ method: 'GET', url: '/api/v1/payments/plan/get_plans_detailed?owner=eros', headers: fromIndiaV6 })).json().data,
    ).toMatchObject({
      country: 'IN',
      currency: 'INR',
    });
  });

  it('prices a public address it cannot place in the default region, never where the client says', async () => {
    // an anycast address the GeoIP data gives no country, naming Pakistan
    const unplaced = { 'x-forwarded-for': '1.1.1.1', 'x-country': 'PK' };
    const plans = await origin.call({
      method: 'GET',
      url: '/api/v1/payments/plan/get_plans_detailed?country=PK&owner=eros',
      headers: unplaced,
    });
    expect(plans.json().data).toMatchObject({ country: 'IN', currency: 'INR' });
    const country = await origin.call({ method: 'GET', url: '/api/v1/common/countries/country', headers: unplaced });
    expect(country.json().data.country_code).toBe('IN');
  });
});

import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { testDatabases } from '../../../support/databases';
import { signedInUser, useTestOrigin } from '../../../support/origin';

// POST /api/v1/payments/subscription/create-avod: the free MZaalo plan (spec 000 §4, §8, §9).

describe.each(testDatabases())('the free plan on $name', (engine) => {
  const origin = useTestOrigin(engine, { seed: false });

  async function userOn(plan: string) {
    const { user, cookie } = await signedInUser(origin.database, { activeUserPlan: plan });
    return { id: user.id, cookie };
  }
  const createAvod = (cookie: string | undefined, country = 'IN') =>
    origin.app.inject({
      method: 'POST',
      url: `/api/v1/payments/subscription/create-avod?country=${country}`,
      headers: cookie ? { cookie } : {},
    });
  const planOf = async (id: string) =>
    (await origin.database.db.select({ plan: users.activeUserPlan }).from(users).where(eq(users.id, id)))[0].plan;

  it('starts the plan for a basic user in a free-plan country, once', async () => {
    const user = await userOn('basic');
    const first = await createAvod(user.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'success', message: 'Subscription successful' });
    expect(first.cookies.find((cookie) => cookie.name === 'plan')?.value).toBe('mzaalo');
    expect(await planOf(user.id)).toBe('mzaalo');

    const again = await createAvod(user.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'success', message: 'You are already subscribed to Mzaalo.' });
    expect(await planOf(user.id)).toBe('mzaalo');
  });

  it('is not offered outside the free-plan countries', async () => {
    const user = await userOn('basic');
    const response = await createAvod(user.cookie, 'US');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'The MZaalo plan is not offered in your country.', status_code: 'AVOD_UNAVAILABLE' });
    expect(await planOf(user.id)).toBe('basic');
  });

  it('leaves a premium plan as it is', async () => {
    const user = await userOn('premium');
    const response = await createAvod(user.cookie);
    expect(response.statusCode).toBe(200);
    expect(await planOf(user.id)).toBe('premium');
  });

  it('needs a signed-in user', async () => {
    expect((await createAvod(undefined)).statusCode).toBe(401);
  });
});

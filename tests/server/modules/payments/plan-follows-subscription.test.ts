import { and, eq, isNotNull } from 'drizzle-orm';
import { CONTENT_TYPE } from '@/contract/constants';
import { assets, contents } from '@/server/db/schema';
import { testDatabases } from '../../../support/databases';
import { DAY, startCardPayment, submitCheckout, usePaymentsOrigin } from './support';

// What a subscription unlocks reaches playback at once, and its end too: the first playback
// request after the period ends is already refused.

describe.each(testDatabases())('playback follows the subscription on $name', (engine) => {
  const origin = usePaymentsOrigin(engine, {}, { catalogue: true });

  it('plays premium titles while the subscription lasts, and offers the plans once it has expired', async () => {
    const [title] = await origin.database.db
      .select({ id: contents.id })
      .from(contents)
      .innerJoin(assets, eq(assets.id, contents.assetId))
      .where(
        and(
          eq(assets.access, 'svod'),
          eq(assets.assetType, 'MOVIE'),
          eq(contents.contentTypeId, CONTENT_TYPE.fullLength),
          isNotNull(contents.mediaId),
        ),
      )
      .limit(1);
    const user = await origin.user();
    const play = () =>
      origin.call({
        method: 'GET',
        url: `/api/v2/catalog/profiles/0.1/${title.id}`,
        headers: { cookie: `${user.cookie}; device_id=dev-pay; country=IN` },
      });
    const before = await play();
    expect(before.statusCode).toBe(403);
    const { request_id: _first, ...refusal } = before.json();

    const { checkoutPath } = await startCardPayment(origin, user.cookie);
    await submitCheckout(origin, checkoutPath, 'success');
    const playing = await play();
    expect(playing.statusCode).toBe(200);
    expect(playing.json().ad_breaks).toBe(false);

    await origin.call({ method: 'POST', url: '/api/v2/secured/user/subscription/cancel', cookie: user.cookie });
    origin.clock.now += 30 * DAY;
    const refused = await play();
    expect(refused.statusCode).toBe(403);
    const { request_id: _second, ...again } = refused.json();
    expect(again).toEqual(refusal);
    expect(await origin.planOf(user.id)).toBe('basic');
  });
});

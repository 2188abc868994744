import { and, eq, isNotNull } from 'drizzle-orm';
import { assets, contents } from '@/server/db/schema';
import { CONTENT_TYPE } from '@/contract/constants';
import { ENTITLEMENT_MATRIX, VIEWER_PLANS, entitlementFor } from '@/contract/entitlements';
import { testDatabases } from '../../../support/databases';
import { signedInUser, useTestOrigin } from '../../../support/origin';

// Every cell of the plan matrix, through GET /api/v2/catalog/profiles/0.1/{contentId}.

const ACCESS_LEVELS = ['free', 'avod', 'svod'] as const;

const expectations: Array<[(typeof VIEWER_PLANS)[number], (typeof ACCESS_LEVELS)[number], string]> = [
  ['visitor', 'free', 'plays with ads'],
  ['visitor', 'avod', 'avod+svod'],
  ['visitor', 'svod', 'svod'],
  ['basic', 'free', 'plays with ads'],
  ['basic', 'avod', 'avod+svod'],
  ['basic', 'svod', 'svod'],
  ['mzaalo', 'free', 'plays with ads'],
  ['mzaalo', 'avod', 'plays with ads'],
  ['mzaalo', 'svod', 'svod'],
  ['plus', 'free', 'plays ad-free'],
  ['plus', 'avod', 'plays ad-free'],
  ['plus', 'svod', 'svod'],
  ['premium', 'free', 'plays ad-free'],
  ['premium', 'avod', 'plays ad-free'],
  ['premium', 'svod', 'plays ad-free'],
];

describe('the plan matrix as data', () => {
  it('has a cell for every plan and access level, and no others', () => {
    expect(expectations).toHaveLength(VIEWER_PLANS.length * ACCESS_LEVELS.length);
    for (const plan of VIEWER_PLANS) expect(Object.keys(ENTITLEMENT_MATRIX[plan]).sort()).toEqual([...ACCESS_LEVELS].sort());
  });

  it('offers only the paid plans where the free plan is not sold (spec 000 §9)', () => {
    expect(entitlementFor('basic', 'avod', 'IN')).toEqual({ play: false, popupType: 'avod+svod' });
    expect(entitlementFor('basic', 'avod', 'US')).toEqual({ play: false, popupType: 'svod' });
    expect(entitlementFor('visitor', 'avod', 'pk')).toEqual({ play: false, popupType: 'avod+svod' });
  });
});

describe.each(testDatabases())('entitlements on $name', (engine) => {
  const origin = useTestOrigin(engine);
  const contentByAccess = new Map<string, number>();
  const cookieByPlan = new Map<string, string>();

  beforeAll(async () => {
    const { database } = origin;
    for (const access of ACCESS_LEVELS) {
      const [row] = await database.db
        .select({ id: contents.id })
        .from(contents)
        .innerJoin(assets, eq(assets.id, contents.assetId))
        .where(
          and(
            eq(assets.access, access),
            eq(assets.assetType, 'MOVIE'),
            eq(contents.contentTypeId, CONTENT_TYPE.fullLength),
            isNotNull(contents.mediaId),
          ),
        )
        .limit(1);
      contentByAccess.set(access, row.id);
    }
    for (const plan of VIEWER_PLANS.filter((p) => p !== 'visitor')) {
      const { cookie } = await signedInUser(database, { activeUserPlan: plan });
      cookieByPlan.set(plan, `${cookie}; device_id=dev-${plan}; country=IN`);
    }
    cookieByPlan.set('visitor', 'device_id=dev-visitor; country=IN');
  });
  it.each(expectations)('a %s viewer on %s content: %s', async (plan, access, expected) => {
    const response = await origin.app.inject({
      url: `/api/v2/catalog/profiles/0.1/${contentByAccess.get(access)}`,
      headers: { cookie: cookieByPlan.get(plan)! },
    });
    if (expected.startsWith('plays')) {
      expect(response.statusCode).toBe(200);
      expect(response.json().ad_breaks).toBe(expected === 'plays with ads');
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 'error', status_code: 'SUBSCRIPTION_REQUIRED', popup_type: expected });
    }
  });

  it("tells a viewer outside the title's countries that it is not available there", async () => {
    const { app, database } = origin;
    const contentId = contentByAccess.get('free')!;
    const [{ assetId }] = await database.db.select({ assetId: contents.assetId }).from(contents).where(eq(contents.id, contentId));
    await database.db
      .update(assets)
      .set({ countries: ['IN', 'NP'] })
      .where(eq(assets.id, assetId));
    try {
      const blocked = await app.inject({
        url: `/api/v2/catalog/profiles/0.1/${contentId}?client_country_code=US`,
        headers: { cookie: cookieByPlan.get('premium')! },
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ message: 'This title is not available in your country.', status_code: 'GEO_BLOCKED' });
      const allowed = await app.inject({
        url: `/api/v2/catalog/profiles/0.1/${contentId}?client_country_code=NP`,
        headers: { cookie: cookieByPlan.get('premium')! },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await database.db.update(assets).set({ countries: [] }).where(eq(assets.id, assetId));
    }
  });
});

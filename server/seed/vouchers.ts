import { vouchers } from '../db/schema';
import type { Db } from '../platform/db';
import { PLAN_PRODUCT_IDS } from '../../contract/plans';

// Demo vouchers and promo codes (README "Payments"), written by `npm start` and `npm run db:seed`
// outside production so a tester can try every voucher rule; existing codes are left as they are.

const PREMIUM = [...PLAN_PRODUCT_IDS.premium];
const ALWAYS = { validFrom: new Date('2024-01-01T00:00:00Z'), validUntil: new Date('2100-01-01T00:00:00Z') };

export const DEMO_VOUCHERS: Array<typeof vouchers.$inferInsert> = [
  { code: 'FREEPREMIUM', kind: 'percent', value: 100, description: '100% off Premium', productIds: PREMIUM, maxUsesPerUser: 1, ...ALWAYS },
  {
    code: 'FREEMONTH',
    kind: 'free_period',
    value: 30,
    description: '30 days of Premium free',
    productIds: [1000003],
    maxUsesPerUser: 1,
    ...ALWAYS,
  },
  { code: 'WELCOME20', kind: 'percent', value: 20, description: '20% off', maxUsesPerUser: 1, ...ALWAYS },
  { code: 'FLAT50', kind: 'fixed', value: 5000, currency: 'INR', description: '₹50 off', countries: ['IN'], maxUsesPerUser: 3, ...ALWAYS },
  { code: 'PKWALLET25', kind: 'percent', value: 25, description: '25% off in Pakistan', countries: ['PK'], maxUsesPerUser: 1, ...ALWAYS },
  { code: 'PLUS15', kind: 'percent', value: 15, description: '15% off Plus', productIds: [1000016], maxUsesPerUser: 1, ...ALWAYS },
  {
    code: 'EXPIRED10',
    kind: 'percent',
    value: 10,
    description: '10% off (ended)',
    maxUsesPerUser: 1,
    validFrom: new Date('2024-01-01T00:00:00Z'),
    validUntil: new Date('2025-01-01T00:00:00Z'),
  },
  {
    code: 'FUTURE10',
    kind: 'percent',
    value: 10,
    description: '10% off (from 2099)',
    maxUsesPerUser: 1,
    validFrom: new Date('2099-01-01T00:00:00Z'),
    validUntil: null,
  },
];

export async function seedDemoVouchers(db: Db): Promise<void> {
  await db.insert(vouchers).values(DEMO_VOUCHERS).onConflictDoNothing();
}

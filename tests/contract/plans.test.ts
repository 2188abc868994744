import { adBreaksLikely, planOf, viewerPlanOf } from '@/contract/entitlements';
import { PAYMENT_TYPE, WALLET_OPERATORS, walletOperatorName } from '@/contract/plans';

// One reader of a plan value for both processes (spec 000 §1, §3 "Plan values").

describe('planOf and viewerPlanOf', () => {
  it.each([
    ['premium', 'premium', 'premium'],
    [' Premium ', 'premium', 'premium'],
    ['basic', 'basic', 'basic'],
    ['plus', 'plus', 'plus'],
    ['MZaalo', 'mzaalo', 'mzaalo'],
    ['avod', 'mzaalo', 'mzaalo'],
    // a signed-in account whose plan value names no plan has no subscription
    ['gold', null, 'basic'],
    ['', null, 'basic'],
    // no plan value: no account
    [null, null, 'visitor'],
    [undefined, null, 'visitor'],
  ])('%j is the plan %j and the matrix row %j', (value, plan, row) => {
    expect(planOf(value)).toBe(plan);
    expect(viewerPlanOf(value)).toBe(row);
  });

  it.each([
    ['premium', false],
    ['plus', false],
    ['mzaalo', true],
    ['basic', true],
    [null, true],
  ])('ad breaks are likely for %j: %j', (plan, likely) => {
    expect(adBreaksLikely(plan)).toBe(likely);
  });
});

describe('wallet operators (spec 000 §9)', () => {
  it('names Telenor 100002 and Zong 100003, and no operator for a card', () => {
    expect(WALLET_OPERATORS.map((operator) => [operator.id, operator.name])).toEqual([
      [100002, 'Telenor'],
      [100003, 'Zong'],
    ]);
    expect(walletOperatorName(PAYMENT_TYPE.telenor)).toBe('Telenor');
    expect(walletOperatorName(PAYMENT_TYPE.card)).toBeUndefined();
  });
});

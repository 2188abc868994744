-- Two accounts that claimed each other's referral code (issue 46): the later claim should never
-- have been recorded, so it goes before reward_referrals_pair (one row per pair of accounts,
-- whichever way round) is created. Coins already paid stay in the append-only ledger.
DELETE FROM "reward_referrals" later
USING "reward_referrals" earlier
WHERE later."referred_user_id" = earlier."referrer_user_id"
  AND later."referrer_user_id" = earlier."referred_user_id"
  AND (later."created_at", later."referred_identifier") > (earlier."created_at", earlier."referred_identifier");

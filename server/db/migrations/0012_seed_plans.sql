-- Products of spec 000 §3 "Plan values" and their prices per country (tax included: GST 18 % in
-- India, 16 % in Pakistan); '*' prices every other country in USD. Amounts are minor units.
INSERT INTO "products" ("product_id", "name", "tier", "entitlement_group", "owner", "duration_days", "billing_period", "description", "purchasable", "position") VALUES
  (1000003, 'Premium Monthly', 'premium', 'SVOD', 'eros', 30, 'monthly', 'Every title, no ad breaks, downloads', true, 1),
  (1000001, 'Premium Quarterly', 'premium', 'SVOD', 'eros', 90, 'quarterly', 'Every title, no ad breaks, downloads', true, 2),
  (1000014, 'Premium Yearly', 'premium', 'SVOD', 'eros', 365, 'yearly', 'Every title, no ad breaks, downloads', true, 3),
  (1000016, 'Plus Monthly', 'plus', 'SVOD', 'eros', 30, 'monthly', 'Free and MZaalo titles without ad breaks', true, 4),
  (1000020, 'MZaalo', 'mzaalo', 'AVOD', 'eros', NULL, 'none', 'Free with ad breaks; earn coins as you watch', false, 5),
  (1000011, 'Basic', 'basic', 'BASIC', 'eros', NULL, 'none', 'Free titles with ad breaks', false, 6)
ON CONFLICT ("product_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "plan_prices" ("plan_id", "product_id", "country", "currency", "amount_minor", "tax_rate_bp") VALUES
  (2000301, 1000003, 'IN', 'INR', 9900, 1800),
  (2000302, 1000003, 'PK', 'PKR', 29900, 1600),
  (2000303, 1000003, '*', 'USD', 499, 0),
  (2000101, 1000001, 'IN', 'INR', 24900, 1800),
  (2000102, 1000001, 'PK', 'PKR', 79900, 1600),
  (2000103, 1000001, '*', 'USD', 1299, 0),
  (2001401, 1000014, 'IN', 'INR', 79900, 1800),
  (2001402, 1000014, 'PK', 'PKR', 249900, 1600),
  (2001403, 1000014, '*', 'USD', 3999, 0),
  (2001601, 1000016, 'IN', 'INR', 4900, 1800),
  (2001602, 1000016, 'PK', 'PKR', 14900, 1600),
  (2001603, 1000016, '*', 'USD', 199, 0),
  (2002001, 1000020, '*', 'INR', 0, 0),
  (2001101, 1000011, '*', 'INR', 0, 0)
ON CONFLICT ("plan_id") DO NOTHING;

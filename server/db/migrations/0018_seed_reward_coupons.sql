-- The coupons MZaalo coins buy (issue 14): voucher coupons issue a personal single-use voucher
-- that works at /purchase through the voucher path; partner coupons carry a partner's code.
INSERT INTO "reward_coupons" ("id", "title", "description", "cost", "kind", "voucher_kind", "voucher_value", "product_ids", "partner", "stock") VALUES
  ('plus-month', 'A month of Plus', '30 days of the Plus plan, free', 500, 'voucher', 'free_period', 30, '{1000016}', NULL, NULL),
  ('premium-25', '25% off Premium', 'A quarter off any Premium plan', 300, 'voucher', 'percent', 25, '{1000003,1000001,1000014}', NULL, NULL),
  ('premium-10', '10% off Premium', 'A tenth off any Premium plan', 100, 'voucher', 'percent', 10, '{1000003,1000001,1000014}', NULL, NULL),
  ('chai-point', 'Chai Point ₹100 voucher', 'A ₹100 voucher at Chai Point outlets', 250, 'partner', NULL, NULL, '{}', 'chaipoint', 50),
  ('bookmyshow', 'BookMyShow ₹150 off', '₹150 off two movie tickets on BookMyShow', 400, 'partner', NULL, NULL, '{}', 'bms', 20);

-- The partners of spec 000: SAMG (the handset maker's app webview) and the corporate partner hcl
-- (e-mail sign-in restricted to its domain). Their token secrets come from PARTNER_SECRETS.
INSERT INTO "partners" ("code", "name", "token_verification", "email_domain") VALUES
  ('SAMG', 'Samsung', 'hs256', NULL),
  ('hcl', 'HCL', 'hs256', 'hcl.com')
ON CONFLICT ("code") DO NOTHING;

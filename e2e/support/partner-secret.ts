// The Samsung app's partner secret on the journeys' origin (playwright.config.ts sets it in
// PARTNER_SECRETS): a value of the tests alone, since an install signs nothing with a published one.
export const E2E_PARTNER_SECRET_SAMG = 'e2e-partner-secret-samg-0123456789';

import type { Db } from '../../platform/db';
import { consents } from '../../db/schema';

// The only place the consent module touches the database.

export function createConsentRepository(db: Db) {
  return {
    async record(consent: { userId: string | null; consentStatus: string; deviceType: string; sessionId: string }): Promise<void> {
      await db.insert(consents).values(consent);
    },
  };
}
export type ConsentRepository = ReturnType<typeof createConsentRepository>;

import type {
  ChallengeAnswer,
  DeviceProofData,
  DownloadLicenceAnswer,
  DownloadOptions,
  DownloadSyncAnswer,
} from '@/contract/schemas/downloads';
import { del, get, post } from '@/lib/api/lazy-client';

// Browser calls of downloads (issue 19). A 401 is the caller's to handle: the downloads page and
// the sync run for signed-out browsers too.

const quiet = { skipAuthRedirect: true } as const;

// GET /api/v2/secured/downloads/options/{contentId} – may this user download it, and in which qualities
export async function fetchDownloadOptions(contentId: number): Promise<DownloadOptions> {
  return get<DownloadOptions>(`/api/v2/secured/downloads/options/${contentId}`, quiet);
}

// POST /api/v2/downloads/challenge – a fresh challenge for this browser's download key to sign
export async function fetchDeviceChallenge(): Promise<ChallengeAnswer> {
  return post<ChallengeAnswer>('/api/v2/downloads/challenge', undefined, { ...quiet, withoutCountry: true });
}

// POST /api/v2/secured/downloads/licences – the licence and the signed master (also to resume or renew)
export async function requestLicence(contentId: number, quality: number, device: DeviceProofData): Promise<DownloadLicenceAnswer> {
  return post<DownloadLicenceAnswer>('/api/v2/secured/downloads/licences', { content_id: contentId, quality, device }, quiet);
}

// DELETE /api/v2/secured/downloads/licences/{licenceId} – the user deleted a download
export async function releaseLicence(licenceId: string): Promise<void> {
  await del(`/api/v2/secured/downloads/licences/${licenceId}`, quiet);
}

// POST /api/v2/downloads/sync – renews, records offline first plays, revokes
export async function syncLicences(
  licences: Array<{ id: string; first_played_at: string | null }>,
  device: DeviceProofData,
): Promise<DownloadSyncAnswer> {
  return post<DownloadSyncAnswer>('/api/v2/downloads/sync', { licences, device }, { ...quiet, withoutCountry: true });
}

import { viewerPlanOf } from '../../../contract/entitlements';

// A hosted rewards provider (spec 001 §7 "rewards SDK"): the embedded ledger is the record of every
// coin, and when REWARDS_PROVIDER_URL is set the actions the SDK knows are also sent to the hosted
// provider, under the environment from config and the music product key 'eros'.

/** The reward actions of the spec's SDK (shares and referrals are ours alone). */
export type SdkAction = 'CHECKED_IN' | 'SIGNED_UP' | 'CONTENT_VIEWED';
export const SDK_ACTIONS: ReadonlySet<string> = new Set<SdkAction>(['CHECKED_IN', 'SIGNED_UP', 'CONTENT_VIEWED']);

/** spec 001 §7: the music rewards product key. */
export const REWARDS_PRODUCT_KEY = 'eros';

export interface ProviderUser {
  uuid: string;
  email?: string | null;
  mobile?: string | null;
  countryCode?: string | null;
}

export interface RewardsProvider {
  /** the SDK's login: the user's uuid with their e-mail or phone and country code */
  login(user: ProviderUser): Promise<void>;
  /** an action the ledger credited; CONTENT_VIEWED carries total_watch_time in whole seconds */
  record(uuid: string, action: SdkAction, detail?: { totalWatchTime: number }): Promise<void>;
  /** the SDK's logout: the user signed out */
  logout(uuid: string): Promise<void>;
}

export interface HostedProviderOptions {
  url: string;
  apiKey?: string;
  environment: string;
  fetchImpl?: typeof fetch;
}

/** The hosted provider over HTTP: JSON POSTs to {url}/login, {url}/actions and {url}/logout. */
export function createHostedRewardsProvider({ url, apiKey, environment, fetchImpl = fetch }: HostedProviderOptions): RewardsProvider {
  async function post(path: string, body: Record<string, unknown>): Promise<void> {
    const response = await fetchImpl(new URL(path, url.endsWith('/') ? url : `${url}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ product_key: REWARDS_PRODUCT_KEY, environment, ...body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The rewards provider answered ${response.status} for ${path}`);
  }
  return {
    login: (user) =>
      post('login', {
        uuid: user.uuid,
        ...(user.email ? { email: user.email } : { phone: user.mobile }),
        country_code: user.countryCode,
      }),
    record: (uuid, action, detail) =>
      post('actions', { uuid, action, ...(detail ? { total_watch_time: Math.floor(detail.totalWatchTime) } : {}) }),
    logout: (uuid) => post('logout', { uuid }),
  };
}

/**
 * A user signed out (POST /api/v1/auth/users/logout): the provider's logout for an MZaalo user, the
 * only users its login is for (at the check-in of spec 000 §4); no one else is named to it.
 */
export async function signOutOfRewards(provider: RewardsProvider, user: { id: string; activeUserPlan: string }): Promise<void> {
  if (viewerPlanOf(user.activeUserPlan) === 'mzaalo') await provider.logout(user.id);
}

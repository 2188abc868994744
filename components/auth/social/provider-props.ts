import type { SocialPayload } from '@/lib/api/social';

/** What every provider button takes: its client id, and where the provider's answer goes. */
export interface ProviderButtonProps {
  clientId: string;
  /** The provider signed the user in; the payload goes to the origin. */
  onToken: (payload: SocialPayload) => void;
  /** The provider's script or popup failed, or the user cancelled (a client-side failure). */
  onFailure: (reason: unknown) => void;
  disabled?: boolean;
}

import type { SocialPayload } from '@/lib/api/social';

/** spec 001 §2 "Social buttons": in text form (the provider's name) or icon form (its logo). */
export type SocialForm = 'text' | 'icon';

/** What every provider button takes: its client id, its form, and where the provider's answer goes. */
export interface ProviderButtonProps {
  clientId: string;
  /** The provider signed the user in; the payload goes to the origin. */
  onToken: (payload: SocialPayload) => void;
  /** The provider's script or popup failed, or the user cancelled (a client-side failure). */
  onFailure: (reason: unknown) => void;
  disabled?: boolean;
  form: SocialForm;
}

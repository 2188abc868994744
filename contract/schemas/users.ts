import { z } from 'zod';
import { Profile } from './profiles';

/** The user record of spec 000 §3 as the profile call answers it. */
export const UserProfile = z.object({
  uuid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fname: z.string(),
  lname: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  calling_code: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(['M', 'F', 'other']).nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  profile_image: z.string().nullable(),
  is_email_verified: z.boolean(),
  is_mobile_verified: z.boolean(),
  activeUserPlan: z.string(),
  /** who is watching on this session (issue 49): the profile call and its update answer it */
  watching: Profile.optional(),
  /** whether the session chose it; when not, and the account has several, "Who's watching?" comes first */
  watching_chosen: z.boolean().optional(),
});
export const ProfileResponse = z.object({ status: z.literal('success'), data: UserProfile });
export type UserProfile = z.infer<typeof UserProfile>;

const Name = z.string().trim().max(100);
/** PUT /api/v2/secured/user/profile: every field optional; null clears an optional one. */
export const ProfileUpdateBody = z.object({
  firstname: Name.optional(),
  lastname: Name.optional(),
  dob: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .nullable()
    .optional(),
  gender: z.enum(['M', 'F', 'other']).nullable().optional(),
  city: Name.nullable().optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a country code')
    .nullable()
    .optional(),
  /** An https URL or an image data URL up to ~200 kB. */
  profile_image: z.string().max(280_000).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateBody>;

/** spec 000 §3 "Active product". */
export const ActiveProductResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    userstate: z.string(),
    product_name: z.string(),
    product_id: z.number().int().nullable(),
    plan_id: z.number().int().nullable(),
    next_billing_date: z.string().nullable(),
    payment_method: z.string().nullable(),
    uuid: z.string(),
    /** pending | active | renewal_due | cancelled | expired | failed; null without a subscription */
    subscription_status: z.string().nullable(),
    /** the last day of access (YYYY-MM-DD); null when the plan has no end */
    access_until: z.string().nullable(),
  }),
});

export const DeleteAccountResponse = z.object({ status: z.literal('success'), message: z.string() });

/** The plan the user is on (spec 000 §3 "Active product"). */
export type ActiveProduct = z.infer<typeof ActiveProductResponse>['data'];

/**
 * The signed-in user as the web holds it: the profile answer's fields (a social or partner
 * sign-in answers some of them), with the alternative avatar names spec 001 §3 reads.
 */
export type SessionUser = Pick<UserProfile, 'uuid'> &
  Partial<Omit<UserProfile, 'uuid'>> & { image?: string | null; fbUserIcon?: string | null };

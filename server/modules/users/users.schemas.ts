import { z } from 'zod';

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
  activeUserPlan: z.string(),
});
export const ProfileResponse = z.object({ status: z.literal('success'), data: UserProfile });
export type UserProfile = z.infer<typeof UserProfile>;

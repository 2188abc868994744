import type { users } from '../../db/schema';
import { countryByCode } from '../geo/countries';
import type { UserProfile } from '../../../contract/schemas/users';

type UserRow = typeof users.$inferSelect;

/** A user row as the spec's profile record (spec 000 §3). */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    uuid: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    fname: user.firstname,
    lname: user.lastname,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    mobile: user.mobile,
    calling_code: user.callingCode,
    dob: user.dob,
    gender: user.gender === 'M' || user.gender === 'F' || user.gender === 'other' ? user.gender : null,
    city: user.city,
    country: user.country,
    country_name: countryByCode(user.country)?.country ?? null,
    profile_image: user.profileImage,
    is_email_verified: user.emailVerified,
    is_mobile_verified: user.mobileVerified,
    activeUserPlan: user.activeUserPlan,
  };
}

'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { DEFAULT_KIDS_RATING, type MaturityRating } from '@/contract/maturity';
import type { Profile, ProfileAvatar as AvatarName, ProfileUpdateBody } from '@/contract/schemas/profiles';
import { addProfile, changeProfile } from '@/lib/api/profiles';
import { Modal } from '@/components/ui/modal';
import { AlertText } from '@/components/ui/alert-text';
import { HolderPasswordField } from './holder-password-field';
import { AvatarPicker } from './avatar-picker';
import { CEILING_KEYS, ceilingsFor } from './ceilings';
import { outcomeOf } from './holder-password';
import { PinField, isPin } from './pin-field';
import { ProfileLanguageFields, type ContentLanguage, type ProfileLanguagesValue } from './profile-languages';
import styles from './profiles.module.css';

// Adding a profile, or changing one (issue 49): a name, a drawn avatar, kids or not and, for a
// kids profile, its ceiling (U or UA; another profile may have any). The origin asks for the
// account's password before a ceiling changes, and, when the account asks for it, the PIN of the
// account holder's profile before one is added; each field appears when it is needed. And its
// languages (issue 50): the interface's, and the dub and subtitles its titles start in.

const NAME_MAX = 20;

export interface ProfileFormProps {
  /** The profile to change; none to add one. */
  profile?: Profile;
  /** The account holder's profile, whose PIN adding one may ask for. */
  primary: Profile | undefined;
  /** The account asks for the primary profile's PIN before a profile is added. */
  pinToAdd: boolean;
  /** The catalogue's languages, for the dub and the subtitles. */
  languages: readonly ContentLanguage[];
  onSaved: (profile: Profile) => void;
  onClose: () => void;
}

export function ProfileForm({ profile, primary, pinToAdd, languages, onSaved, onClose }: ProfileFormProps) {
  const t = useTranslations('profiles');
  const nameId = useId();
  const ceilingId = useId();
  const pinId = useId();
  const errorId = useId();
  const [name, setName] = useState(profile?.name ?? '');
  const [avatar, setAvatar] = useState<AvatarName>(profile?.avatar ?? 'peacock');
  const [kids, setKids] = useState(profile?.kids ?? false);
  const [maturity, setMaturity] = useState<MaturityRating>(profile?.maturity ?? 'A');
  const [chosenLanguages, setChosenLanguages] = useState<ProfileLanguagesValue>({
    language: profile?.language ?? null,
    audio_language: profile?.audio_language ?? null,
    subtitle_language: profile?.subtitle_language ?? null,
  });
  const [holderPin, setHolderPin] = useState('');
  const [askPin, setAskPin] = useState(!profile && pinToAdd && Boolean(primary?.locked));
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const ceilings = ceilingsFor(kids);
  const shownCeiling = ceilings.includes(maturity) ? maturity : kids ? DEFAULT_KIDS_RATING : 'A';

  function save(): Promise<Profile> {
    const { language, audio_language, subtitle_language } = chosenLanguages;
    if (!profile) {
      return addProfile({
        name: name.trim(),
        avatar,
        kids,
        ...(kids || shownCeiling !== 'A' ? { maturity: shownCeiling } : {}),
        ...(askPin ? { pin: holderPin } : {}),
        ...(language ? { language } : {}),
        ...(audio_language ? { audio_language } : {}),
        ...(subtitle_language ? { subtitle_language } : {}),
      });
    }
    const changes: z.input<typeof ProfileUpdateBody> = {};
    if (name.trim() !== profile.name) changes.name = name.trim();
    if (avatar !== profile.avatar) changes.avatar = avatar;
    if (kids !== profile.kids) changes.kids = kids;
    if (shownCeiling !== profile.maturity) changes.maturity = shownCeiling;
    if (language !== profile.language) changes.language = language;
    if (audio_language !== profile.audio_language) changes.audio_language = audio_language;
    if (subtitle_language !== profile.subtitle_language) changes.subtitle_language = subtitle_language;
    if (askPassword && password) changes.password = password;
    return changeProfile(profile.id, changes);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) return setError(t('profileForm.noName'));
    if (askPin && !isPin(holderPin)) return setError(t('profileForm.pinShort'));
    setBusy(true);
    setError('');
    let saved: Profile | undefined;
    const outcome = await outcomeOf(async () => (saved = await save()));
    setBusy(false);
    if (outcome.done) return onSaved(saved!);
    if (outcome.askPassword) setAskPassword(true);
    if (outcome.statusCode === 'PIN_REQUIRED' || outcome.statusCode === 'WRONG_PIN') {
      setAskPin(true);
      setHolderPin('');
    }
    setError(outcome.message);
  }

  return (
    <Modal open onClose={onClose} title={profile ? t('profileForm.editTitle', { name: profile.name }) : t('profileForm.addTitle')}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={nameId}>{t('profileForm.name')}</label>
          <input
            id={nameId}
            className={styles.textInput}
            value={name}
            maxLength={NAME_MAX}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
          />
        </div>
        <AvatarPicker value={avatar} onChange={setAvatar} name={name} />
        {profile?.primary ? null : (
          <label className={styles.check}>
            <input type="checkbox" checked={kids} onChange={(event) => setKids(event.target.checked)} />
            <span>
              {t('profileForm.kids')}
              <span className={styles.hint}>{t('profileForm.kidsHint')}</span>
            </span>
          </label>
        )}
        {kids || profile ? (
          <div className={styles.field}>
            <label htmlFor={ceilingId}>{t('profileForm.ceiling')}</label>
            <select
              id={ceilingId}
              className={styles.textInput}
              value={shownCeiling}
              onChange={(event) => setMaturity(event.target.value as MaturityRating)}
            >
              {ceilings.map((rating) => (
                <option key={rating} value={rating}>
                  {t(`ceilings.${CEILING_KEYS[rating]}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <ProfileLanguageFields value={chosenLanguages} languages={languages} onChange={setChosenLanguages} />
        {askPin && primary ? (
          <PinField
            id={pinId}
            label={t('profileForm.holderPin', { name: primary.name })}
            value={holderPin}
            onChange={setHolderPin}
            describedBy={errorId}
          />
        ) : null}
        {askPassword ? <HolderPasswordField value={password} onChange={setPassword} describedBy={errorId} /> : null}
        <AlertText id={errorId} className={styles.error} reserve message={error} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('profileForm.busy') : profile ? t('profileForm.save') : t('profileForm.add')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('profileForm.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

'use client';

import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { MAX_PROFILES, type Profile } from '@/contract/schemas/profiles';
import type { ProfileList } from '@/lib/api/profiles';
import { readFailure } from '@/lib/api/errors';
import { removeProfile, removeProfilePin, setPinToAdd, setProfilePin } from '@/lib/api/profiles';
import { useSessionStore } from '@/stores/store-provider';
import { AlertText } from '@/components/ui/alert-text';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ceilingNote } from './ceilings';
import { PinField, isPin } from './pin-field';
import { ProfileAvatar } from './profile-avatar';
import { ProfileMarks } from './profile-marks';
import type { ContentLanguage } from './profile-languages';
import styles from './profiles.module.css';

// the dialogs' code comes when one is first opened
const ProfileForm = lazyComponent(() => import('./profile-form').then((module) => module.ProfileForm));
const ActionDialog = lazyComponent(() => import('./action-dialog').then((module) => module.ActionDialog));

// Manage profiles (issue 49): add one (at most five: the button goes at five), change a name,
// avatar or ceiling, delete one (never the account holder's; its PIN when it has one), set,
// change or remove a PIN, "Forgot PIN?" (removed with the account's password), and the parental
// control that asks for the account holder's PIN before a profile is added. The origin decides
// each; the page shows what it answered, and a change of the profile watching is the session's
// too (its interface language turns the page: components/layout/profile-language.tsx).

type Dialog =
  { kind: 'add' } | { kind: 'edit' | 'delete' | 'pin' | 'removePin' | 'forgotPin'; profile: Profile } | { kind: 'pinToAdd'; on: boolean };

export function ManageProfiles({ initial, languages }: { initial: ProfileList; languages: readonly ContentLanguage[] }) {
  const [profiles, setProfiles] = useState(initial.profiles);
  const [pinToAdd, setPinToAddState] = useState(initial.pin_to_add);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState('');
  const [newPin, setNewPin] = useState('');
  const [currentPin, setCurrentPin] = useState('');
  const t = useTranslations('profiles');
  const setWatching = useSessionStore((state) => state.setWatching);
  const settingId = useId();
  const newPinId = useId();
  const currentPinId = useId();
  const primary = profiles.find((profile) => profile.primary);
  const current = profiles.find((profile) => profile.id === initial.current);
  const close = () => {
    setDialog(null);
    setNewPin('');
    setCurrentPin('');
  };
  const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;
  const replace = (changed: Profile) => setProfiles((list) => list.map((profile) => (profile.id === changed.id ? changed : profile)));

  if (current?.kids) return <KidsRefusal />;

  async function toggleSetting(on: boolean) {
    setNotice('');
    try {
      await setPinToAdd(on);
      setPinToAddState(on);
    } catch (failure) {
      const { statusCode, message } = readFailure(failure);
      if (statusCode === 'REAUTH_REQUIRED') setDialog({ kind: 'pinToAdd', on });
      else setNotice(message);
    }
  }

  return (
    <section className={styles.manage} aria-labelledby="manage-heading">
      <h1 id="manage-heading" className={styles.heading}>
        {t('manage.heading')}
      </h1>
      <ul className={styles.rows}>
        {profiles.map((profile) => {
          const note = ceilingNote(profile);
          return (
            <li key={profile.id} className={styles.row}>
              <ProfileAvatar avatar={profile.avatar} name={profile.name} size={56} />
              <div className={styles.rowText}>
                <h2 className={styles.rowName}>
                  {profile.name} <ProfileMarks profile={profile} />
                </h2>
                {profile.primary ? <p className={styles.hint}>{t('manage.holder')}</p> : null}
                {note ? <p className={styles.hint}>{t(`manage.${note}`, { rating: profile.maturity })}</p> : null}
              </div>
              <div className={styles.rowActions} role="group" aria-label={profile.name}>
                <button type="button" className="btn btn-ghost" onClick={() => setDialog({ kind: 'edit', profile })}>
                  {t.rich('manage.edit', { name: profile.name, hidden })}
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => setDialog({ kind: 'pin', profile })}>
                  {t.rich(profile.locked ? 'manage.changePin' : 'manage.setPin', { name: profile.name, hidden })}
                </button>
                {profile.locked ? (
                  <>
                    <button type="button" className="btn btn-ghost" onClick={() => setDialog({ kind: 'removePin', profile })}>
                      {t.rich('manage.removePinOf', { name: profile.name, hidden })}
                    </button>
                    <button type="button" className={styles.linkButton} onClick={() => setDialog({ kind: 'forgotPin', profile })}>
                      {t.rich('manage.forgotPin', { name: profile.name, hidden })}
                    </button>
                  </>
                ) : null}
                {profile.primary ? null : (
                  <button type="button" className={`btn ${styles.dangerButton}`} onClick={() => setDialog({ kind: 'delete', profile })}>
                    {t.rich('manage.removeNamed', { name: profile.name, hidden })}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {profiles.length < MAX_PROFILES ? (
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'add' })}>
          {t('manage.add')}
        </button>
      ) : (
        <p className={styles.hint}>{t('manage.full', { max: MAX_PROFILES })}</p>
      )}
      {primary ? (
        <label className={styles.check} htmlFor={settingId}>
          <input id={settingId} type="checkbox" checked={pinToAdd} onChange={(event) => void toggleSetting(event.target.checked)} />
          <span>{t('manage.pinToAdd', { name: primary.name })}</span>
        </label>
      ) : null}
      <AlertText className={styles.error} message={notice} />
      <Link href="/profiles" className={`btn btn-ghost ${styles.manage}`}>
        {t('manage.done')}
      </Link>

      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ProfileForm
          profile={dialog.kind === 'edit' ? dialog.profile : undefined}
          primary={primary}
          pinToAdd={pinToAdd}
          languages={languages}
          onClose={close}
          onSaved={(saved) => {
            if (saved.id === initial.current) setWatching(saved);
            if (dialog.kind === 'edit') replace(saved);
            else setProfiles((list) => [...list, saved]);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ActionDialog
          title={t('manage.deleteTitle', { name: dialog.profile.name })}
          description={t('manage.deleteText')}
          submitLabel={t('manage.remove')}
          danger
          validate={() =>
            dialog.profile.locked && dialog.profile.id !== initial.current && !isPin(currentPin) ? t('manage.pinShort') : null
          }
          onSubmit={() => removeProfile(dialog.profile.id, dialog.profile.locked ? currentPin : undefined)}
          onDone={() => {
            setProfiles((list) => list.filter((profile) => profile.id !== dialog.profile.id));
            close();
          }}
          onClose={close}
        >
          {dialog.profile.locked && dialog.profile.id !== initial.current ? (
            <PinField
              id={currentPinId}
              label={t('manage.pinOf', { name: dialog.profile.name })}
              value={currentPin}
              onChange={setCurrentPin}
            />
          ) : null}
        </ActionDialog>
      ) : null}
      {dialog?.kind === 'pin' ? (
        <ActionDialog
          title={t(dialog.profile.locked ? 'manage.changePinTitle' : 'manage.setPinTitle', { name: dialog.profile.name })}
          submitLabel={t('manage.save')}
          validate={() => (!isPin(newPin) || (currentPin !== '' && !isPin(currentPin)) ? t('manage.pinShort') : null)}
          onSubmit={async (password) =>
            replace(await setProfilePin(dialog.profile.id, { pin: newPin, ...(currentPin ? { current_pin: currentPin } : {}), password }))
          }
          onDone={close}
          onClose={close}
        >
          {dialog.profile.locked ? (
            <PinField id={currentPinId} label={t('manage.currentPin')} value={currentPin} onChange={setCurrentPin} />
          ) : null}
          <PinField id={newPinId} label={t('manage.newPin')} value={newPin} onChange={setNewPin} />
        </ActionDialog>
      ) : null}
      {dialog?.kind === 'removePin' || dialog?.kind === 'forgotPin' ? (
        <ActionDialog
          title={t(dialog.kind === 'forgotPin' ? 'manage.forgotTitle' : 'manage.removePinTitle', { name: dialog.profile.name })}
          description={dialog.kind === 'forgotPin' ? t('manage.forgotText') : undefined}
          submitLabel={t('manage.removePin')}
          withPassword={dialog.kind === 'forgotPin'}
          onSubmit={async (password) => replace(await removeProfilePin(dialog.profile.id, password))}
          onDone={close}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'pinToAdd' ? (
        <ActionDialog
          title={t('manage.pinToAddTitle')}
          description={t('manage.passwordRequired')}
          submitLabel={t('manage.confirm')}
          withPassword
          onSubmit={(password) => setPinToAdd(dialog.on, password)}
          onDone={() => {
            setPinToAddState(dialog.on);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </section>
  );
}

/** A kids profile does not manage profiles (the origin refuses its calls: 403 KIDS_PROFILE). */
export function KidsRefusal() {
  const t = useTranslations('profiles');
  return (
    <section className={styles.manage} aria-labelledby="manage-heading">
      <h1 id="manage-heading" className={styles.heading}>
        {t('manage.heading')}
      </h1>
      <p role="alert">{t('manage.kidsCannotManage')}</p>
      <Link href="/profiles" className="btn btn-primary">
        {t('whosWatching.heading')}
      </Link>
    </section>
  );
}

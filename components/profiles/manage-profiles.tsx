'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { MAX_PROFILES, PROFILE_MESSAGES, type Profile } from '@/contract/schemas/profiles';
import type { ProfileList } from '@/lib/api/profiles';
import { readFailure } from '@/lib/api/errors';
import { removeProfile, removeProfilePin, setPinToAdd, setProfilePin } from '@/lib/api/profiles';
import { AlertText } from '@/components/ui/alert-text';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ceilingNote } from './ceilings';
import { PinField, isPin } from './pin-field';
import { ProfileAvatar } from './profile-avatar';
import { ProfileMarks } from './profile-marks';
import styles from './profiles.module.css';

// the dialogs' code comes when one is first opened
const ProfileForm = lazyComponent(() => import('./profile-form').then((module) => module.ProfileForm));
const ActionDialog = lazyComponent(() => import('./action-dialog').then((module) => module.ActionDialog));

// Manage profiles (issue 49): add one (at most five: the button goes at five), change a name,
// avatar or ceiling, delete one (never the account holder's; its PIN when it has one), set,
// change or remove a PIN, "Forgot PIN?" (removed with the account's password), and the parental
// control that asks for the account holder's PIN before a profile is added. The origin decides
// each; the page shows what it answered.

export const MANAGE_TEXT = {
  heading: 'Manage profiles',
  add: 'Add profile',
  full: `An account can have up to ${MAX_PROFILES} profiles.`,
  done: 'Done',
  holder: 'Account holder',
  edit: 'Edit',
  setPin: 'Set PIN',
  changePin: 'Change PIN',
  removePin: 'Remove PIN',
  forgotPin: 'Forgot PIN?',
  remove: 'Delete',
  pinToAdd: (name: string) => `Ask for the PIN of ${name}’s profile before a profile is added`,
  pinToAddTitle: 'Parental control',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteText: 'Its continue watching, lists, history and downloads go with it.',
  pinTitle: (name: string, change: boolean) => `${change ? 'Change' : 'Set'} the PIN for ${name}`,
  newPin: 'New PIN (4 digits)',
  currentPin: 'Current PIN',
  pinOf: (name: string) => `PIN of ${name}`,
  removePinTitle: (name: string) => `Remove the PIN of ${name}?`,
  forgotTitle: (name: string) => `Forgot the PIN of ${name}?`,
  forgotText: 'Enter your account password to remove it. You can set a new one after.',
  save: 'Save',
  confirm: 'Confirm',
  pinShort: 'A PIN is 4 digits.',
};

type Dialog =
  { kind: 'add' } | { kind: 'edit' | 'delete' | 'pin' | 'removePin' | 'forgotPin'; profile: Profile } | { kind: 'pinToAdd'; on: boolean };

export function ManageProfiles({ initial }: { initial: ProfileList }) {
  const [profiles, setProfiles] = useState(initial.profiles);
  const [pinToAdd, setPinToAddState] = useState(initial.pin_to_add);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState('');
  const [newPin, setNewPin] = useState('');
  const [currentPin, setCurrentPin] = useState('');
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
        {MANAGE_TEXT.heading}
      </h1>
      <ul className={styles.rows}>
        {profiles.map((profile) => (
          <li key={profile.id} className={styles.row}>
            <ProfileAvatar avatar={profile.avatar} name={profile.name} size={56} />
            <div className={styles.rowText}>
              <h2 className={styles.rowName}>
                {profile.name} <ProfileMarks profile={profile} />
              </h2>
              {profile.primary ? <p className={styles.hint}>{MANAGE_TEXT.holder}</p> : null}
              {ceilingNote(profile) ? <p className={styles.hint}>{ceilingNote(profile)}</p> : null}
            </div>
            <div className={styles.rowActions} role="group" aria-label={profile.name}>
              <button type="button" className="btn btn-ghost" onClick={() => setDialog({ kind: 'edit', profile })}>
                {MANAGE_TEXT.edit}
                <span className="visually-hidden"> {profile.name}</span>
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDialog({ kind: 'pin', profile })}>
                {profile.locked ? MANAGE_TEXT.changePin : MANAGE_TEXT.setPin}
                <span className="visually-hidden"> for {profile.name}</span>
              </button>
              {profile.locked ? (
                <>
                  <button type="button" className="btn btn-ghost" onClick={() => setDialog({ kind: 'removePin', profile })}>
                    {MANAGE_TEXT.removePin}
                    <span className="visually-hidden"> of {profile.name}</span>
                  </button>
                  <button type="button" className={styles.linkButton} onClick={() => setDialog({ kind: 'forgotPin', profile })}>
                    {MANAGE_TEXT.forgotPin}
                    <span className="visually-hidden"> ({profile.name})</span>
                  </button>
                </>
              ) : null}
              {profile.primary ? null : (
                <button type="button" className={`btn ${styles.dangerButton}`} onClick={() => setDialog({ kind: 'delete', profile })}>
                  {MANAGE_TEXT.remove}
                  <span className="visually-hidden"> {profile.name}</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {profiles.length < MAX_PROFILES ? (
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'add' })}>
          {MANAGE_TEXT.add}
        </button>
      ) : (
        <p className={styles.hint}>{MANAGE_TEXT.full}</p>
      )}
      {primary ? (
        <label className={styles.check} htmlFor={settingId}>
          <input id={settingId} type="checkbox" checked={pinToAdd} onChange={(event) => void toggleSetting(event.target.checked)} />
          <span>{MANAGE_TEXT.pinToAdd(primary.name)}</span>
        </label>
      ) : null}
      <AlertText className={styles.error} message={notice} />
      <Link href="/profiles" className={`btn btn-ghost ${styles.manage}`}>
        {MANAGE_TEXT.done}
      </Link>

      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ProfileForm
          profile={dialog.kind === 'edit' ? dialog.profile : undefined}
          primary={primary}
          pinToAdd={pinToAdd}
          onClose={close}
          onSaved={(saved) => {
            if (dialog.kind === 'edit') replace(saved);
            else setProfiles((list) => [...list, saved]);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ActionDialog
          title={MANAGE_TEXT.deleteTitle(dialog.profile.name)}
          description={MANAGE_TEXT.deleteText}
          submitLabel={MANAGE_TEXT.remove}
          danger
          validate={() =>
            dialog.profile.locked && dialog.profile.id !== initial.current && !isPin(currentPin) ? MANAGE_TEXT.pinShort : null
          }
          onSubmit={() => removeProfile(dialog.profile.id, dialog.profile.locked ? currentPin : undefined)}
          onDone={() => {
            setProfiles((list) => list.filter((profile) => profile.id !== dialog.profile.id));
            close();
          }}
          onClose={close}
        >
          {dialog.profile.locked && dialog.profile.id !== initial.current ? (
            <PinField id={currentPinId} label={MANAGE_TEXT.pinOf(dialog.profile.name)} value={currentPin} onChange={setCurrentPin} />
          ) : null}
        </ActionDialog>
      ) : null}
      {dialog?.kind === 'pin' ? (
        <ActionDialog
          title={MANAGE_TEXT.pinTitle(dialog.profile.name, dialog.profile.locked)}
          submitLabel={MANAGE_TEXT.save}
          validate={() => (!isPin(newPin) || (currentPin !== '' && !isPin(currentPin)) ? MANAGE_TEXT.pinShort : null)}
          onSubmit={async (password) =>
            replace(await setProfilePin(dialog.profile.id, { pin: newPin, ...(currentPin ? { current_pin: currentPin } : {}), password }))
          }
          onDone={close}
          onClose={close}
        >
          {dialog.profile.locked ? (
            <PinField id={currentPinId} label={MANAGE_TEXT.currentPin} value={currentPin} onChange={setCurrentPin} />
          ) : null}
          <PinField id={newPinId} label={MANAGE_TEXT.newPin} value={newPin} onChange={setNewPin} />
        </ActionDialog>
      ) : null}
      {dialog?.kind === 'removePin' || dialog?.kind === 'forgotPin' ? (
        <ActionDialog
          title={(dialog.kind === 'forgotPin' ? MANAGE_TEXT.forgotTitle : MANAGE_TEXT.removePinTitle)(dialog.profile.name)}
          description={dialog.kind === 'forgotPin' ? MANAGE_TEXT.forgotText : undefined}
          submitLabel={MANAGE_TEXT.removePin}
          withPassword={dialog.kind === 'forgotPin'}
          onSubmit={async (password) => replace(await removeProfilePin(dialog.profile.id, password))}
          onDone={close}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'pinToAdd' ? (
        <ActionDialog
          title={MANAGE_TEXT.pinToAddTitle}
          description={PROFILE_MESSAGES.passwordRequired}
          submitLabel={MANAGE_TEXT.confirm}
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
  return (
    <section className={styles.manage} aria-labelledby="manage-heading">
      <h1 id="manage-heading" className={styles.heading}>
        {MANAGE_TEXT.heading}
      </h1>
      <p role="alert">{PROFILE_MESSAGES.kidsCannotManage}</p>
      <Link href="/profiles" className="btn btn-primary">
        Who’s watching?
      </Link>
    </section>
  );
}

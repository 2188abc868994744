'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import Cookies from 'js-cookie';
import { useSearchParams } from 'next/navigation';
import { Modal } from '@/components/ui/modal';
import { api } from '@/lib/api/client';
import { COOKIE } from '@/lib/constants';
import { fieldTypeOf, identifierOf, MESSAGES, usernameMaxLength, validatePassword, validateUsername, type Identifier } from '@/lib/account-rules';
import { failureOf, forgotPassword, identifierToQuery, login, sendCode, verifyUser } from '@/lib/api/auth';
import { useSessionStore, useSessionStoreApi } from '@/stores/store-provider';
import type { LoginModalData } from '@/stores/ui-store';
import type { Country } from '@/stores/session-store';
import { PasswordField } from './password-field';
import { useBotCheck } from './use-bot-check';
import { afterLogin, currentReturnPath, goTo } from './after-login';
import { SocialButtons } from './social/social-buttons';
import { VerifyAccount } from './verify-account';
import type { SocialClientIds } from '@/lib/api/social';
import styles from './auth.module.css';

// The login dialog of spec 000 §4 and §5: verifyScreen (username, Continue) and loginScreen
// (password, Forgot password, Verify while the account is unverified, 'Sign in with a different
// account'). Verify sends a code and shows its entry; success says 'Verification successfully.'
// and the sign-in goes on. spec 000 §8: verify and forgot-password failures show under the username.

/** spec 000 §4 "corporate-partner e-mail-only login flow" (?partner=hcl). */
const PARTNERS: Record<string, { domain: string; placeholder: string }> = {
  hcl: { domain: 'hcl.com', placeholder: 'Enter your HCL email id' },
};

interface Props {
  data: LoginModalData;
  /** Closing by the user: a cancel (the host calls data.onClose). */
  onClose: () => void;
  /** Closing after a success. */
  onDone: () => void;
  /** The configured social sign-in client ids (none: no social buttons). */
  social?: SocialClientIds;
}

function useCallingCode(): string | undefined {
  const countries = useSessionStore((state) => state.countriesData);
  const session = useSessionStoreApi();
  useEffect(() => {
    if (countries.length > 0) return;
    // GET /api/v1/common/countries – to find the calling code of the visitor's country
    api.get<{ data: Country[] }>('/api/v1/common/countries', { withoutCountry: true })
      .then((response) => session.getState().setCountries(response.data.data))
      .catch((error: unknown) => console.error('Countries did not load; using +91', error));
  }, [countries.length, session]);
  const country = Cookies.get(COOKIE.country);
  return countries.find((row) => row.country_code === country)?.calling_code;
}

export function LoginDialog({ data, onClose, onDone, social = {} }: Props) {
  const partner = PARTNERS[useSearchParams().get('partner') ?? ''];
  const callingCode = useCallingCode();
  const bot = useBotCheck();
  const session = useSessionStoreApi();
  const errorId = useId();
  const usernameId = useId();
  const [screen, setScreen] = useState<'verify' | 'login' | 'code'>('verify');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  /** users/verify's is_verified: false offers Verify on loginScreen. */
  const [verified, setVerified] = useState(true);
  const [error, setError] = useState('');
  /** loginScreen: a forgot-password failure, shown under the username. */
  const [usernameError, setUsernameError] = useState('');
  const [success, setSuccess] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const mobile = !partner && fieldTypeOf(username) === 'mobile';
  const shownCallingCode = callingCode ?? '+91';
  const identifier = (): Identifier => identifierOf(username, shownCallingCode);
  const partnerBlocked = partner !== undefined && !username.toLowerCase().includes(`@${partner.domain}`);
  const continueDisabled = submitting || username.trim() === '' || !bot.ready || partnerBlocked;

  /** Runs one submission: ignored while another runs or before the bot check is ready (spec 000 §5). */
  async function run(action: string, work: (token: string) => Promise<void>, show: (message: string) => void = setError) {
    if (submitting || !bot.ready) return;
    setSubmitting(true);
    setError('');
    setUsernameError('');
    try {
      const token = await bot.take(action);
      if (!token) { show(MESSAGES.botCheckFailed); return; }
      await work(token);
    } catch (failure) {
      const { message, statusCode } = failureOf(failure);
      show(statusCode === 'E006' ? MESSAGES.invalidPassword : message);
    } finally {
      setSubmitting(false);
    }
  }

  function onVerify(event: FormEvent) {
    event.preventDefault();
    const problem = validateUsername(username, { partnerDomain: partner?.domain });
    if (problem) { setError(problem); return; }
    void run('verify', async (token) => {
      const { user_status, is_verified } = await verifyUser(identifier(), token);
      if (user_status === 'U001') { setVerified(is_verified); setScreen('login'); return; }
      if (user_status === 'U003' || user_status === 'U004') { setError(MESSAGES.socialAccount); return; }
      // U002: a new user. The code goes out now; /set-password takes it with the new password.
      await sendCode(identifier(), 'registration');
      onDone();
      data.onRegistration?.();
      goTo('/set-password', { ...identifierToQuery(identifier()), rurl: currentReturnPath(), ...(data.for === 'AVOD' ? { avod: '1' } : {}) });
    });
  }

  function onLogin(event: FormEvent) {
    event.preventDefault();
    const problem = validatePassword(password);
    if (problem) { setError(problem); return; }
    void run('login', async (token) => {
      const user = await login(identifier(), password, token);
      session.getState().setUser(user);
      onDone();
      afterLogin(data);
    });
  }

  function onForgot() {
    void run('forgot_password', async (token) => {
      await forgotPassword(identifier(), token);
      onDone();
      data.onForgotPassword?.();
      goTo('/reset-password', { ...identifierToQuery(identifier()), rurl: currentReturnPath() });
    }, setUsernameError);
  }

  /** Verify: a code goes to the account's e-mail or mobile, then its entry shows. */
  async function onStartVerify() {
    if (submitting) return;
    setSubmitting(true);
    setError('');
    setUsernameError('');
    try {
      await sendCode(identifier(), 'verification');
      setScreen('code');
    } catch (failure) {
      setError(failureOf(failure).message);
    } finally {
      setSubmitting(false);
    }
  }

  function onVerified(message: string) {
    setVerified(true);
    setSuccess(message);
    setScreen('login');
  }

  /** spec 000 §4: returning to verifyScreen clears the verified flag. */
  function backToVerify() {
    setScreen('verify');
    setPassword('');
    setVerified(true);
    setError('');
    setUsernameError('');
    setSuccess('');
  }

  const shownUsername = mobile ? `${shownCallingCode} ${username.trim()}` : username.trim();

  return (
    <Modal open onClose={onClose} title="Login">
      <div className={styles.body}>
        <p className={styles.side}>Watch on any device. Subscriptions are simple and can be cancelled at any time.</p>
        {screen === 'verify' ? (
          <form className={styles.form} onSubmit={onVerify} noValidate aria-label="verifyScreen">
            <div className={styles.field}>
              <label htmlFor={usernameId} className="visually-hidden">Mobile Number or Email</label>
              <div className={styles.inputRow}>
                {mobile ? <span className={styles.prefix}>{shownCallingCode}</span> : null}
                <input
                  id={usernameId}
                  className={styles.input}
                  value={username}
                  maxLength={partner ? 256 : usernameMaxLength(username)}
                  placeholder={partner ? partner.placeholder : 'Mobile Number or Email'}
                  autoComplete="username"
                  inputMode={mobile ? 'tel' : 'email'}
                  autoFocus
                  aria-invalid={error !== ''}
                  aria-describedby={errorId}
                  onChange={(event) => { setUsername(event.target.value); setError(''); }}
                />
              </div>
              <p id={errorId} className={styles.error} role="alert">{error}</p>
            </div>
            <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={continueDisabled}>
              {submitting ? 'Please wait…' : 'Continue'}
            </button>
            {partner ? null : <SocialButtons ids={social} data={data} onDone={onDone} onError={setError} />}
          </form>
        ) : screen === 'code' ? (
          <VerifyAccount identifier={identifier()} to={shownUsername} onVerified={onVerified} onBack={() => setScreen('login')} />
        ) : (
          <form className={styles.form} onSubmit={onLogin} noValidate aria-label="loginScreen">
            <p className={styles.who}>{shownUsername}</p>
            {usernameError ? <p className={styles.error} role="alert">{usernameError}</p> : null}
            {success ? <p className={styles.success} role="status">{success}</p> : null}
            {verified ? null : (
              <div className={styles.row}>
                <p className={styles.notice}>This account is not verified yet.</p>
                <button type="button" className={styles.link} onClick={() => void onStartVerify()} disabled={submitting}>Verify</button>
              </div>
            )}
            <PasswordField value={password} onChange={(value) => { setPassword(value); setError(''); }} autoComplete="current-password" autoFocus describedBy={errorId} />
            <p id={errorId} className={styles.error} role="alert">{error}</p>
            <button type="button" className={styles.link} onClick={onForgot} disabled={submitting}>Forgot password</button>
            <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={submitting || !bot.ready}>
              {submitting ? 'Please wait…' : 'Continue'}
            </button>
            <button type="button" className={styles.link} onClick={backToVerify}>Sign in with a different account</button>
          </form>
        )}
      </div>
    </Modal>
  );
}

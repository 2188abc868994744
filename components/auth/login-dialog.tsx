'use client';

import { pushEvent } from '@/lib/analytics';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import Cookies from 'js-cookie';
import { useSearchParams } from 'next/navigation';
import { Modal } from '@/components/ui/modal';
import { COOKIE } from '@/contract/constants';
import {
  fieldTypeOf,
  identifierOf,
  MESSAGES,
  USERNAME_MAX_LENGTH,
  usernameMaxLength,
  validatePassword,
  validateUsername,
  type Identifier,
} from '@/contract/account-rules';
import { forgotPassword, identifierToQuery, login, sendCode, verifyUser } from '@/lib/api/auth';
import { useSessionStore, useSessionStoreApi } from '@/stores/store-provider';
import type { LoginModalData } from '@/stores/ui-store';
import { useBotCheck } from './use-bot-check';
import { afterLogin, currentReturnPath, goTo } from './after-login';
import { VerifyAccount } from './verify-account';
import { LoginScreen, VerifyScreen } from './login-screens';
import type { SocialClientIds } from '@/lib/api/social';
import styles from './auth.module.css';
import { fetchCountries } from '@/lib/api/user';

// The login dialog of spec 000 §4 and §5: verifyScreen (username, Continue) and loginScreen
// (password, Forgot password, Verify while the account is unverified, 'Sign in with a different
// account'). Verify sends a code and shows its entry; success says 'Verification successfully.'
// and the sign-in goes on. spec 000 §8: verify and forgot-password failures show under the username.

/** spec 000 §4 "corporate-partner e-mail-only login flow" (?partner=hcl); the placeholder is an auth message key. */
const PARTNERS: Record<string, { domain: string; placeholder: 'loginDialog.hclPlaceholder' }> = {
  hcl: { domain: 'hcl.com', placeholder: 'loginDialog.hclPlaceholder' },
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
    fetchCountries()
      .then((countries) => session.getState().setCountries(countries))
      .catch((error: unknown) => console.error('Countries did not load; using +91', error));
  }, [countries.length, session]);
  const country = Cookies.get(COOKIE.country);
  return countries.find((row) => row.country_code === country)?.calling_code;
}

export function LoginDialog({ data, onClose, onDone, social = {} }: Props) {
  const t = useTranslations('auth');
  // the sign-in rules' messages (contract/account-rules.ts): full keys of the catalogues
  const say = useTranslations();
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
      if (!token) {
        show(t('errors.botCheckFailed'));
        return;
      }
      await work(token);
    } catch (failure) {
      const { message, statusCode } = readFailure(failure, t('errors.internal'));
      const shown = statusCode === 'E006' ? say(MESSAGES.invalidPassword) : message;
      pushEvent({ event: 'login_failed', step: action, message: shown });
      show(shown);
    } finally {
      setSubmitting(false);
    }
  }

  function onVerify(event: FormEvent) {
    event.preventDefault();
    const problem = validateUsername(username, { partnerDomain: partner?.domain });
    if (problem) {
      setError(say(problem));
      return;
    }
    void run('verify', async (token) => {
      const { user_status, is_verified } = await verifyUser(identifier(), token);
      if (user_status === 'U001') {
        setVerified(is_verified);
        setScreen('login');
        return;
      }
      if (user_status === 'U003' || user_status === 'U004') {
        setError(say(MESSAGES.socialAccount));
        return;
      }
      // U002: a new user. The code goes out now (a second bot check token: each is single-use);
      // /set-password takes it with the new password.
      const codeToken = await bot.take('otp_resend');
      if (!codeToken) {
        setError(t('errors.botCheckFailed'));
        return;
      }
      await sendCode(identifier(), 'registration', codeToken);
      onDone();
      data.onRegistration?.();
      goTo('/set-password', {
        ...identifierToQuery(identifier()),
        rurl: currentReturnPath(),
        ...(data.for === 'AVOD' ? { avod: '1' } : {}),
      });
    });
  }

  function onLogin(event: FormEvent) {
    event.preventDefault();
    const problem = validatePassword(password);
    if (problem) {
      setError(say(problem));
      return;
    }
    void run('login', async (token) => {
      const user = await login(identifier(), password, token);
      session.getState().setUser(user);
      onDone();
      await afterLogin(data);
    });
  }

  function onForgot() {
    void run(
      'forgot_password',
      async (token) => {
        await forgotPassword(identifier(), token);
        onDone();
        data.onForgotPassword?.();
        goTo('/reset-password', { ...identifierToQuery(identifier()), rurl: currentReturnPath() });
      },
      setUsernameError,
    );
  }

  /** Verify: a code goes to the account's e-mail or mobile, then its entry shows. */
  function onStartVerify() {
    void run('otp_resend', async (token) => {
      await sendCode(identifier(), 'verification', token);
      setScreen('code');
    });
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
    <Modal open onClose={onClose} title={t('loginDialog.title')}>
      <div className={styles.body}>
        <p className={styles.side}>{t('loginDialog.side')}</p>
        {screen === 'verify' ? (
          <VerifyScreen
            usernameId={usernameId}
            errorId={errorId}
            username={username}
            onUsername={(value) => {
              setUsername(value);
              setError('');
            }}
            prefix={mobile ? shownCallingCode : undefined}
            maxLengthOf={partner ? () => USERNAME_MAX_LENGTH.email : usernameMaxLength}
            placeholder={partner ? t(partner.placeholder) : t('loginDialog.usernamePlaceholder')}
            error={error}
            submitting={submitting}
            disabled={continueDisabled}
            onSubmit={onVerify}
            social={partner ? undefined : { ids: social, data, onDone, onError: setError }}
          />
        ) : screen === 'code' ? (
          <VerifyAccount identifier={identifier()} to={shownUsername} onVerified={onVerified} onBack={() => setScreen('login')} />
        ) : (
          <LoginScreen
            errorId={errorId}
            who={shownUsername}
            password={password}
            onPassword={(value) => {
              setPassword(value);
              setError('');
            }}
            error={error}
            usernameError={usernameError}
            success={success}
            verified={verified}
            submitting={submitting}
            ready={bot.ready}
            onSubmit={onLogin}
            onVerify={onStartVerify}
            onForgot={onForgot}
            onDifferentAccount={backToVerify}
          />
        )}
      </div>
    </Modal>
  );
}

'use client';

import { pushEvent } from '@/lib/analytics';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useUiStore } from '@/stores/store-provider';
import { safeReturnPath } from '@/contract/return-path';
import type { SocialClientIds } from '@/lib/api/social';
import { loadPage } from './after-login';

// Mounts the login dialog when the UI store opens it (modal=login, Let's Start, /login, the
// re-authentication of /deleteuser). Its code loads only then.

const LoginDialog = lazyComponent(() => import('./login-dialog').then((module) => module.LoginDialog));

export function LoginHost({ social }: { social: SocialClientIds }) {
  const open = useUiStore((state) => state.modals.login);
  const closeModal = useUiStore((state) => state.closeModal);
  if (!open) return null;
  const close = () => {
    closeModal('login');
    pushEvent({ event: 'login_cancelled' });
    open.data.onClose?.();
    // spec 000 §4: closing on the set-password or reset-password page also goes to rurl
    const here = new URL(window.location.href);
    if (here.pathname === '/set-password' || here.pathname === '/reset-password') loadPage(safeReturnPath(here.searchParams.get('rurl')));
  };
  return <LoginDialog data={open.data} onClose={close} onDone={() => closeModal('login')} social={social} />;
}

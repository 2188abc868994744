import { Suspense, type ReactNode } from 'react';
import { headers } from 'next/headers';
import { buildMainMenu, isBotUserAgent } from '@/lib/menu';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { BottomNav } from '@/components/layout/bottom-nav';
import { loadFooterPlaylists, loadMainMenu } from '@/components/layout/shell-data';

// Pages with the shell (spec 000 §2 "Shell"): header with side navigation, the page, footer and
// bottom navigation. proxy.ts sends x-without-shell when the route or the withoutShell query
// parameter asks for none. The menu and footer data stream in; until they arrive the header shows
// the fixed menu and the footer its fixed links, at the same size.

export default async function ShellLayout({ children }: { children: ReactNode }) {
  const incoming = await headers();
  if (incoming.get('x-without-shell')) return <>{children}</>;
  // spec 000 §6: bots get no menu or footer fetch
  const bot = isBotUserAgent(incoming.get('user-agent'));

  return (
    <>
      <a href="#main" className="skip-link">Skip to content</a>
      {bot ? (
        <Header menu={buildMainMenu()} />
      ) : (
        <Suspense fallback={<Header menu={buildMainMenu()} />}>
          <HeaderWithMenu />
        </Suspense>
      )}
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      {bot ? (
        <Footer playlists={[]} />
      ) : (
        <Suspense fallback={<Footer playlists={[]} />}>
          <FooterWithPlaylists />
        </Suspense>
      )}
      <BottomNav />
    </>
  );
}

async function HeaderWithMenu() {
  return <Header menu={await loadMainMenu()} />;
}

async function FooterWithPlaylists() {
  return <Footer playlists={await loadFooterPlaylists()} />;
}

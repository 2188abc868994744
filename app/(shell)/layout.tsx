import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { buildMainMenu } from '@/lib/menu';
import { isCrawlerRequest } from '@/lib/crawler';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { BottomNav } from '@/components/layout/bottom-nav';
import { loadFooterPlaylists, loadMainMenu } from '@/components/layout/shell-data';

// Pages with the shell (spec 000 §2 "Shell"): header with side navigation, the page, footer and
// bottom navigation. proxy.ts sends x-without-shell when the route or the withoutShell query
// parameter asks for none. Menu and footer data are fetched alongside the page (not streamed, so
// that visitors and crawlers without JavaScript get the full menu and footer links); a failed
// call leaves the fixed menu and links in place.

export default async function ShellLayout({ children }: { children: ReactNode }) {
  const incoming = await headers();
  if (incoming.get('x-without-shell')) return <>{children}</>;
  // spec 000 §6: bots get no menu or footer fetch
  const bot = await isCrawlerRequest();
  const [menu, footerPlaylists] = bot ? [buildMainMenu(), []] : await Promise.all([loadMainMenu(), loadFooterPlaylists()]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header menu={menu} />
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <Footer playlists={footerPlaylists} />
      <BottomNav />
    </>
  );
}

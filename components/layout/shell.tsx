import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buildMainMenu } from '@/lib/menu';
import { isCrawlerRequest } from '@/lib/crawler';
import { Header } from './header';
import { copyrightYear, Footer } from './footer';
import { BottomNav } from './bottom-nav';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { loadFooterPlaylists, loadMainMenu } from './shell-data';

// The shell (spec 000 §2 "Shell"): header with side navigation, the page, footer and bottom
// navigation. Menu and footer data are fetched alongside the page (not streamed, so that visitors
// and crawlers without JavaScript get the full menu and footer links); a failed call leaves the
// fixed menu and links in place.

export async function Shell({ children }: { children: ReactNode }) {
  // spec 000 §6: bots get no menu or footer fetch
  const bot = await isCrawlerRequest();
  const [[menu, footerPlaylists], year, t] = await Promise.all([
    bot ? [buildMainMenu(), []] : Promise.all([loadMainMenu(), loadFooterPlaylists()]),
    copyrightYear(),
    getTranslations('layout'),
  ]);

  return (
    <>
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <Header menu={menu} crawler={bot} />
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <HydrateLater>
        <Footer playlists={footerPlaylists} year={year} />
        <BottomNav />
      </HydrateLater>
    </>
  );
}

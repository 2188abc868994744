import Link from 'next/link';
import type { ComponentType } from 'react';
import { cacheLife } from 'next/cache';
import { useTranslations } from 'next-intl';
import type { CatalogueItem, EditorialPlaylist } from '@/contract/schemas/catalogue';
import { APP_STORE_LINKS, contentLink, playlistLink } from '@/lib/links';
import { FooterSubscriptionLink } from './footer-subscription-link';
import { LanguagePicker } from './language-picker';
import { IconAndroid, IconApple, IconExternal, IconFacebook, IconInstagram, IconX, IconYoutube } from './footer-icons';
import styles from './footer.module.css';

// spec 000 §2 and 001 §2 "Menus" footer: playlist links (footer playlists at locations 8 and 9),
// products (Devices, Originals, Subscription for users not on premium or plus), company (About Us,
// Help Center, Contact Us, Investor Relations as an external link), social and app-store links,
// the copyright with the current year, Terms, Privacy, Help Center and Caution Notice.
//
// Its links fetch their page when followed, not when they come into view: the footer is in view
// just as a visitor's first clicks are (a page's end comes up with its last row), and its score of
// pages would otherwise be asked for beside the page and the play those clicks ask for.

/** Links to other sites. The addresses are the product's own accounts and store listings. */
export const EXTERNAL_LINKS = {
  investorRelations: 'https://investors.chalchitra.in',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/chalchitra', Icon: IconFacebook },
    { name: 'Instagram', href: 'https://www.instagram.com/chalchitra', Icon: IconInstagram },
    { name: 'X', href: 'https://x.com/chalchitra', Icon: IconX },
    { name: 'YouTube', href: 'https://www.youtube.com/@chalchitra', Icon: IconYoutube },
  ] satisfies Array<{ name: string; href: string; Icon: ComponentType<{ size?: number }> }>,
  apps: [
    {
      name: 'Google Play',
      captionKey: 'footer.getItOn',
      href: APP_STORE_LINKS.android,
      Icon: IconAndroid,
    },
    { name: 'App Store', captionKey: 'footer.downloadOnThe', href: APP_STORE_LINKS.ios, Icon: IconApple },
  ] satisfies Array<{ name: string; captionKey: string; href: string; Icon: ComponentType<{ size?: number }> }>,
} as const;

// the links' labels are catalogue keys (layout namespace)
const PRODUCT_LINKS = [
  ['/devices', 'footer.devices'],
  ['/originals', 'footer.originals'],
] as const;
const COMPANY_LINKS = [
  ['/about_us', 'footer.aboutUs'],
  ['/helpcenter', 'footer.helpCenter'],
  ['/contact', 'footer.contactUs'],
] as const;
const LEGAL_LINKS = [
  ['/termsofuse', 'footer.terms'],
  ['/privacypolicy', 'footer.privacy'],
  ['/helpcenter', 'footer.helpCenter'],
  ['/caution_notice', 'footer.cautionNotice'],
] as const;

function FooterLinks({ links }: { links: ReadonlyArray<readonly [href: string, labelKey: string]> }) {
  const t = useTranslations('layout');
  return links.map(([href, labelKey]) => (
    <li key={href}>
      <Link prefetch={false} href={href} className={styles.link}>
        {t(labelKey)}
      </Link>
    </li>
  ));
}

/** Items shown per footer playlist. */
const ITEMS_PER_PLAYLIST = 8;

function itemLink(playlist: EditorialPlaylist, item: CatalogueItem): string {
  const withContent = playlist.item_kind === 'content';
  return contentLink({
    asset_type: item.asset_type,
    asset_id: item.asset_id,
    asset_slug: item.asset_slug,
    asset_title: item.asset_title,
    content_id: withContent ? item.content_id : null,
    content_slug: item.content_slug,
    content_title: item.content_title,
  });
}

function itemTitle(playlist: EditorialPlaylist, item: CatalogueItem): string {
  return (playlist.item_kind === 'content' && item.content_title) || item.asset_title;
}

/** The copyright's year, for a cached page: kept for a day at most. */
export async function copyrightYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

/** year: the copyright's (copyrightYear on the server), this year unless given. */
export function Footer({ playlists, year = new Date().getFullYear() }: { playlists: EditorialPlaylist[]; year?: number }) {
  const t = useTranslations('layout');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {playlists.map((playlist) => (
            <section key={playlist.playlist_id} aria-labelledby={`footer-playlist-${playlist.playlist_id}`}>
              <h2 id={`footer-playlist-${playlist.playlist_id}`} className={styles.heading}>
                <Link
                  prefetch={false}
                  href={playlistLink(playlist.playlist_id, playlist.slug || playlist.title)}
                  className={styles.headingLink}
                >
                  {playlist.title}
                </Link>
              </h2>
              <ul className={styles.links}>
                {playlist.contents.slice(0, ITEMS_PER_PLAYLIST).map((item) => (
                  <li key={`${item.asset_id}-${item.content_id ?? ''}`}>
                    <Link prefetch={false} href={itemLink(playlist, item)} className={styles.link}>
                      {itemTitle(playlist, item)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="footer-products">
            <h2 id="footer-products" className={styles.heading}>
              {t('footer.products')}
            </h2>
            <ul className={styles.links}>
              <FooterLinks links={PRODUCT_LINKS} />
              <FooterSubscriptionLink className={styles.link} />
            </ul>
          </section>
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              {t('footer.company')}
            </h2>
            <ul className={styles.links}>
              <FooterLinks links={COMPANY_LINKS} />
              <li>
                <a href={EXTERNAL_LINKS.investorRelations} className={styles.link} target="_blank" rel="noopener noreferrer">
                  {t('footer.investorRelations')}
                  <IconExternal size={14} />
                  <span className="visually-hidden"> {t('footer.newTab')}</span>
                </a>
              </li>
            </ul>
          </section>
          <section className={styles.connect} aria-labelledby="footer-connect">
            <h2 id="footer-connect" className={styles.heading}>
              {t('footer.connectWithUs')}
            </h2>
            <ul className={styles.social}>
              {EXTERNAL_LINKS.social.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    className={styles.socialLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.social', { network: name })}
                  >
                    <Icon size={20} />
                  </a>
                </li>
              ))}
            </ul>
            <ul className={styles.apps}>
              {EXTERNAL_LINKS.apps.map(({ name, captionKey, href, Icon }) => (
                <li key={name}>
                  <a href={href} className={styles.appLink} target="_blank" rel="noopener noreferrer">
                    <Icon size={22} />
                    <span className={styles.appText}>
                      <span className={styles.appCaption}>{t(captionKey)}</span>
                      <span className={styles.appName}>{name}</span>
                    </span>
                    <span className="visually-hidden"> {t('footer.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('footer.copyright', { year: String(year) })}</p>
          <LanguagePicker />
          <nav aria-label={t('footer.legal')}>
            <ul className={styles.legal}>
              <FooterLinks links={LEGAL_LINKS} />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

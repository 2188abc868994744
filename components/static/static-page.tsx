import type { Metadata } from 'next';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/browse/browse.module.css';

// Static and help pages: a heading, a table of contents and sections with anchors. Their texts
// are in the support catalogue: `{page}.heading`, `{page}.description`, and for each section
// `{page}.sections.{section}.title` and its paragraphs `.p1`, `.p2`…

export interface StaticLink {
  href: string;
  /** the key of its label in the support catalogue */
  label: string;
}
export interface StaticSection {
  key: string;
  /** the anchor, when it is not the key (help links carry some: section=adblock) */
  id?: string;
  paragraphs: number;
  links?: StaticLink[];
}
export interface StaticPageContent {
  /** the page's key in the support catalogue */
  key: string;
  sections: StaticSection[];
}

export async function staticMetadata(content: StaticPageContent, path: string): Promise<Metadata> {
  const t = await getTranslations('support');
  return pageMetadata({ title: t(`${content.key}.heading`), description: t(`${content.key}.description`), path });
}

export function StaticPage({ content, related }: { content: StaticPageContent; related?: StaticLink[] }) {
  const t = useTranslations('support');
  const page = content.key;
  return (
    <article className={`${styles.page} ${styles.prose}`}>
      <h1 className={styles.heading}>{t(`${page}.heading`)}</h1>
      <p className={styles.intro}>{t(`${page}.description`)}</p>
      {content.sections.length > 2 ? (
        <nav aria-label={t('staticPage.onThisPage')}>
          <ul className={styles.toc}>
            {content.sections.map((section) => (
              <li key={section.key}>
                <a href={`#${section.id ?? section.key}`}>{t(`${page}.sections.${section.key}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {content.sections.map((section) => {
        const id = section.id ?? section.key;
        const texts = `${page}.sections.${section.key}`;
        return (
          <section key={section.key} id={id} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`}>{t(`${texts}.title`)}</h2>
            {Array.from({ length: section.paragraphs }, (_, index) => (
              <p key={index}>{t(`${texts}.p${index + 1}`)}</p>
            ))}
            {section.links ? (
              <ul>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
      {related ? (
        <nav aria-label={t('staticPage.moreHelp')}>
          <h2>{t('staticPage.moreHelp')}</h2>
          <ul>
            {related.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

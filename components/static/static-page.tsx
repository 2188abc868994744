import type { Metadata } from 'next';
import Link from 'next/link';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/browse/browse.module.css';

// Static and help pages: a heading, a table of contents and sections with anchors.

export interface StaticSection {
  id: string;
  title: string;
  paragraphs: string[];
  links?: Array<{ href: string; label: string }>;
}
export interface StaticPageContent {
  heading: string;
  description: string;
  sections: StaticSection[];
}

export function staticMetadata(content: StaticPageContent, path: string): Metadata {
  return pageMetadata({ title: content.heading, description: content.description, path });
}

export function StaticPage({ content, related }: { content: StaticPageContent; related?: Array<{ href: string; label: string }> }) {
  return (
    <article className={`${styles.page} ${styles.prose}`}>
      <h1 className={styles.heading}>{content.heading}</h1>
      <p className={styles.intro}>{content.description}</p>
      {content.sections.length > 2 ? (
        <nav aria-label="On this page">
          <ul className={styles.toc}>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {content.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.links ? (
            <ul>
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {related ? (
        <nav aria-label="More help">
          <h2>More help</h2>
          <ul>
            {related.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

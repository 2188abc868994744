import Link from 'next/link';
import type { CatalogueItem, StarCard } from '@/contract/schemas/catalogue';
import { starLink } from '@/lib/links';
import { CatalogueCard, type CardShape } from '@/components/catalogue/catalogue-card';
import styles from './browse.module.css';
import { ArtImage } from '@/components/ui/art-image';
import { isCrawlerRequest } from '@/lib/crawler';

/** Cards in a wrapping grid; the first row's artwork loads eagerly (every card's for a crawler). */
export async function ItemGrid({ items, shape = 'poster' }: { items: CatalogueItem[]; shape?: CardShape }) {
  const crawler = await isCrawlerRequest();
  return (
    <ul className={`${styles.grid} ${styles[shape]}`}>
      {items.map((item, index) => (
        <li key={`${item.asset_id}-${item.content_id ?? 0}`}>
          <CatalogueCard item={item} shape={shape} eager={index < 6} crawler={crawler} />
        </li>
      ))}
    </ul>
  );
}

export function PeopleGrid({ people }: { people: StarCard[] }) {
  return (
    <ul className={styles.people}>
      {people.map((person) => (
        <li key={person.person_id}>
          <Link href={starLink(person.name, person.person_id)} className={styles.person} prefetch={false}>
            {person.images.square ? (
              <ArtImage src={person.images.square} alt="" width={104} height={104} />
            ) : (
              <span className={styles.avatar} />
            )}
            <span className={styles.personName}>{person.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A titled section of a browse page, with an optional link to the full list. */
export function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {more ? (
          <Link href={more.href} className={styles.more} prefetch={false}>
            {more.label}
            <span className="visually-hidden"> {title}</span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function Chips({ links, current }: { links: Array<{ href: string; label: string; count?: number }>; current?: string }) {
  return (
    <ul className={styles.chips}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.chip} aria-current={link.href === current ? 'page' : undefined} prefetch={false}>
            {link.label}
            {link.count !== undefined ? <span className={styles.count}>{link.count}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

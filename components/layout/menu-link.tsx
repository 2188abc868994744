import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import type { MenuEntry } from '@/lib/menu';
import styles from './menu-link.module.css';

// One menu entry as a link (spec 001 §3 "Menu entry"): the 'New' label and a label beside the
// title; isSecured entries are plain links (a full page load) rather than router links.

interface MenuLinkProps {
  entry: MenuEntry;
  className?: string;
  onNavigate?: () => void;
}

export function MenuEntryContent({ entry }: { entry: MenuEntry }) {
  const t = useTranslations('layout');
  return (
    <>
      <span>{entry.title}</span>
      {entry.label && <span className={styles.label}>{entry.label}</span>}
      {entry.newLabel && <span className={styles.newLabel}>{t('menuLink.new')}</span>}
    </>
  );
}

export function MenuLink({ entry, className, onNavigate }: MenuLinkProps) {
  const content = <MenuEntryContent entry={entry} />;
  if (!entry.url) return <span className={className}>{content}</span>;
  if (entry.isSecured) {
    return (
      <a href={entry.url} className={className} onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <IntentLink href={entry.url} className={className} onClick={onNavigate}>
      {content}
    </IntentLink>
  );
}

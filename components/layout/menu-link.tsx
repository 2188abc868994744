import Link from 'next/link';
import type { MenuEntry } from '@/lib/menu';

// One menu entry as a link (spec 001 §3 "Menu entry"): the 'New' label and a label beside the
// title; isSecured entries are plain links (a full page load) rather than router links.

interface MenuLinkProps {
  entry: MenuEntry;
  className?: string;
  labelClassName?: string;
  newClassName?: string;
  onNavigate?: () => void;
}

export function MenuEntryContent({ entry, labelClassName, newClassName }: Omit<MenuLinkProps, 'className' | 'onNavigate'>) {
  return (
    <>
      <span>{entry.title}</span>
      {entry.label && <span className={labelClassName}>{entry.label}</span>}
      {entry.newLabel && <span className={newClassName}>New</span>}
    </>
  );
}

export function MenuLink({ entry, className, onNavigate, ...badges }: MenuLinkProps) {
  const content = <MenuEntryContent entry={entry} {...badges} />;
  if (!entry.url) return <span className={className}>{content}</span>;
  if (entry.isSecured) {
    return <a href={entry.url} className={className} onClick={onNavigate}>{content}</a>;
  }
  return <Link href={entry.url} className={className} onClick={onNavigate}>{content}</Link>;
}

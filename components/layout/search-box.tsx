'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { chosenTerm, moveActive, readSuggestions, searchHref, wantsSuggestions } from './search-rules';
import { IconSearch } from './icons';
import styles from './search-box.module.css';

// The header's search box with suggestions (spec 001 §4). Without JavaScript it is a plain GET
// form to /search?q=. Hidden on /account (spec 000 §2). On phones the header shows a search link.

const SUGGEST_DELAY_MS = 200;

export function SearchBox() {
  const pathname = useVisiblePathname();
  const router = useRouter();
  const t = useTranslations('layout');
  const inputId = useId();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [fetched, setFetched] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const requestRef = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // what a visitor typed before the page's code ran (on a slow phone the box is on screen well
  // before hydration) is taken up as if typed now
  useEffect(() => {
    const early = inputRef.current?.value;
    if (early) setTyped(early);
  }, []);

  useEffect(() => {
    requestRef.current?.abort();
    if (!wantsSuggestions(typed)) return;
    const controller = new AbortController();
    requestRef.current = controller;
    const timer = window.setTimeout(async () => {
      try {
        // the API calls and their client (axios) load on the first keystroke, not with the page
        const { fetchSuggestions } = await import('@/lib/api/user');
        setFetched(readSuggestions(await fetchSuggestions(typed.trim(), controller.signal)));
        setActive(-1);
      } catch (error) {
        if (!controller.signal.aborted) console.warn('Search suggestions failed', error);
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  if (pathname === '/account') return null;
  const suggestions = wantsSuggestions(typed) ? fetched : [];

  function clear() {
    setFetched([]);
    setActive(-1);
  }

  function go(term: string) {
    clear();
    if (term) router.push(searchHref(term));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(chosenTerm(typed, suggestions, active));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setActive((current) => moveActive(current, event.key as 'ArrowDown' | 'ArrowUp', suggestions.length));
    } else if (event.key === 'Escape') {
      if (suggestions.length === 0) setTyped('');
      clear();
    }
  }

  const expanded = suggestions.length > 0;

  return (
    <>
      <form className={styles.form} role="search" action="/search" method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('searchBox.label')}
        </label>
        <IconSearch size={18} className={styles.icon} />
        <input
          id={inputId}
          ref={inputRef}
          className={styles.input}
          type="search"
          name="q"
          placeholder={t('searchBox.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={clear}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        />
        <ul id={listId} role="listbox" aria-label={t('searchBox.suggestions')} className={styles.suggestions} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              // mousedown, not click: the input's blur would clear the list first
              onMouseDown={(event) => {
                event.preventDefault();
                go(suggestion.trim());
              }}
            >
              <IconSearch size={14} />
              <span>{suggestion}</span>
            </li>
          ))}
        </ul>
      </form>
      <Link href="/search" className={styles.mobileLink} aria-label={t('searchBox.mobileLink')}>
        <IconSearch size={22} />
      </Link>
    </>
  );
}

import { REACT_CONTAINER_PREFIX, REACT_PROPS_PREFIX, REACT_VALUE_TRACKER } from '../framework-internals';
import { AFTER_PAINT_GLOBAL } from './global';

// The browser's code, kept to what every browser the site supports runs: the web server builds it
// into the page's inline loader (SERVED_LOADER in ../scripts-after-paint.ts), bundled and minified.
//
// The page's code after its first paint. Next.js puts its chunks in the document as
// `<script src async>`, and preloads the first and the chunks of the page's own client
// components, so a phone fetches and runs 150 KiB of JavaScript while it should be drawing the
// page; on a slow one the first paint waits for them (bench/README.md, "Start instantly"). As a
// page streams, the web server (../scripts-after-paint.ts) turns each of those tags (scripts and
// preloads) into a call to this small inline loader, put in before the first, which adds them once
// the first contentful paint has happened, or the page has loaded and drawn a frame, whichever
// comes first (a page whose paint trails its load has nothing left to fetch for it, but its code
// run then would hold the paint back; at the latest after MAX_WAIT_MS, and at once in a
// background tab), each in a task of its own (adding one starts its fetch, a few milliseconds of a
// phone's main thread: the ten of a page in one task held it for 30 ms, bench/README.md,
// "thirteenth session"). The code then still starts within a frame or two of the
// paint, the page's own chunks fetched beside the framework's rather than a round after them, and
// ahead of the images below the fold (`fetchpriority=high`: once the page is painted, its code is
// what it waits for; an async script is otherwise fetched at low priority, after a row of cards'
// artwork, and a press made meanwhile waits with it).
//
// What a visitor does before the code has run is not lost: links, fields, labels and summaries
// work without it; a press on a button (or a form sent with Enter) that React has not hydrated yet
// is held, and pressed again as soon as React has (it then holds the element's props, under a key
// React names `__reactProps$…`). React alone would drop such a press: it has no listener before
// its code runs, and after, it drops a press on a part it cannot hydrate at once. Only what the
// server sent is held: once the document is parsed, the buttons, forms and links in it are noted,
// and a button a script adds later (a third party's: a sign-in provider's, a tag manager's) goes
// through at once. One React never hydrates is pressed again SETTLE_MS after React has taken the
// document, and nothing is held any more from then on (at the latest MAX_HOLD_MS after the start).
//
// What a visitor types or picks in a field before React has hydrated it is told to React once it
// has: React keeps the text on screen but not in the form's state (only its experimental build
// replays such changes), so a form sent after hydration sent empty fields, and its next render
// wiped them (a select's pick React undoes as it hydrates). The loader notes the field's value, and
// once React has the field puts the value back if React changed it, and dispatches an input event
// (a change event for a select) after resetting React's value tracker (`_valueTracker`, which React
// keeps on the element to tell a change from a re-render), so that its onChange runs with it. A
// field typed in again once hydrated is React's own: nothing is replayed for it.
//
// A link to another page of the site, pressed once React has taken the document but before it has
// rendered it (until then React drops a press it cannot hydrate at once, and the browser follows the
// link), waits until React has hydrated the link (LINK_HOLD_MS at most, then it is followed as it
// is): the router then shows the page from its payload, with the code already running, rather than
// the browser loading it in full and running all of its code again. Before React has the document
// (the code still on its way), once it has rendered it (a press inside a part hydrated later is
// React's: it hydrates that part at once), and for a press that opens another tab, a download or
// another site, a link goes at once. Of links pressed while held, only the last is followed, once,
// as a browser follows only the last link pressed while a page loads.

const MAX_WAIT_MS = 3000;
/** How long presses are held for at most, from the page's start: then everything goes through. */
const MAX_HOLD_MS = 15000;
/** After React has taken the document, how long an element it has not hydrated may still be its. */
const SETTLE_MS = 2000;
/** How long a link pressed while React hydrates waits for it at most, before it is followed as it is. */
const LINK_HOLD_MS = 1000;
/** How often a held press looks whether React has hydrated its element: about a frame. */
const REPLAY_POLL_MS = 16;
/**
 * What may be pressed before the code runs and needs it: pressed again after hydration. The
 * controls the server draws (the site has no server-drawn tabs, switches or menu items: its
 * listboxes and menus are drawn by the code, once it runs).
 */
const NEEDS_CODE = 'button,input[type=submit],input[type=button],[role=button]';
/** What works without code, so a press on it (or inside it) goes through. */
const WORKS_WITHOUT_CODE = 'a[href],input,select,textarea,label,summary';

/** A text field, a text area or a list whose value React may not have seen. */
const FIELDS = 'input:not([type=checkbox],[type=radio],[type=file]),textarea,select';

type Attributes = Record<string, string>;
/** A press held until React has hydrated its element (or `until`, for a link, has passed). */
interface Held {
  element: Element;
  press: () => void;
  until: number;
}

const w = self as unknown as Window & Record<string, unknown>;
const d = document;
let waiting: Attributes[] = [];
let started = false;
let held: Held[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const born = Date.now();
let rooted = 0;
/** What the server sent: noted once the document is parsed. */
let served: WeakSet<Element> | null = null;
/** The element whose press is being replayed: it goes through. */
let passing: Element | null = null;

/** Adds a chunk's tag (a script, or a preload when it has `rel`). */
function add(attributes: Attributes): void {
  const tag = d.createElement(attributes.rel ? 'link' : 'script');
  for (const name in attributes) tag.setAttribute(name, attributes[name]);
  tag.setAttribute('fetchpriority', 'high');
  if (!attributes.rel) (tag as HTMLScriptElement).async = true;
  d.head.appendChild(tag);
}

function start(): void {
  if (started) return;
  started = true;
  // each in a task of its own
  for (const attributes of waiting) setTimeout(add, 0, attributes);
  waiting = [];
}

/** After the next frame is drawn. */
function drawn(): void {
  requestAnimationFrame(() => setTimeout(start, 0));
}

function has(object: object, prefix: string): boolean {
  return Object.keys(object).some((key) => key.indexOf(prefix) === 0);
}

/** True once nothing is held any more: long after the start, or a while after React took the document. */
function settled(): boolean {
  const now = Date.now();
  if (!rooted && has(d, REACT_CONTAINER_PREFIX)) rooted = now;
  return now - born > MAX_HOLD_MS || (rooted > 0 && now - rooted > SETTLE_MS);
}

function waitForReact(): void {
  if (timer === undefined) timer = setTimeout(replay, REPLAY_POLL_MS);
}

/** Presses again what React has hydrated since (or whatever waited long enough). */
function replay(): void {
  timer = undefined;
  const done = settled();
  held = held.filter((hold) => {
    if (!hold.element.isConnected) return false;
    if (!done && !has(hold.element, REACT_PROPS_PREFIX) && !(hold.until && Date.now() >= hold.until)) return true;
    hold.press();
    return false;
  });
  if (held.length > 0) waitForReact();
}

/** A press on a link the router would take (same site, a plain left press, another page) while React hydrates. */
function routed(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const here = w.location;
  return (
    has(d, REACT_CONTAINER_PREFIX) &&
    !has(d.documentElement, REACT_PROPS_PREFIX) &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    !link.hasAttribute('download') &&
    (!link.target || link.target === '_self') &&
    link.origin === here.origin &&
    !(link.hash && link.pathname === here.pathname && link.search === here.search)
  );
}

/** A click or a form sent before React could take it: held, to be pressed again. */
function hold(event: Event): void {
  if (settled()) return;
  const target = event.target as Element | null;
  let element: Element;
  let press: () => void;
  let until = 0;
  if (event.type === 'click') {
    const found = target && target.closest ? target.closest(`${NEEDS_CODE},${WORKS_WITHOUT_CODE}`) : null;
    if (!found || found === passing) return;
    if (!found.matches(NEEDS_CODE)) {
      if (!found.matches('a[href]') || !routed(event as MouseEvent, found as HTMLAnchorElement)) return;
      until = Date.now() + LINK_HOLD_MS;
    }
    element = found;
    press = () => {
      passing = found;
      try {
        (found as HTMLElement).click();
      } finally {
        passing = null;
      }
    };
  } else {
    const form = target as HTMLFormElement;
    element = form;
    press = () => {
      if (form.requestSubmit) form.requestSubmit();
      else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    };
  }
  if (has(element, REACT_PROPS_PREFIX) || (served && !served.has(element))) return;
  event.preventDefault();
  event.stopPropagation();
  // of links pressed while held, only the last is followed
  if (until) held = held.filter((one) => !one.until);
  held.push({ element, press, until });
  waitForReact();
}

/** What was typed or picked before React hydrated the field: told to React once it has. */
function typed(event: Event): void {
  const field = event.target as HTMLInputElement;
  if (settled() || !field.matches || !field.matches(FIELDS)) return;
  held = held.filter((one) => one.element !== field);
  if (has(field, REACT_PROPS_PREFIX) || (served && !served.has(field))) return;
  const value = field.value;
  held.push({
    element: field,
    press: () => {
      if (field.value !== value) Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
      const tracker = (field as unknown as Record<string, { setValue(value: string): void } | undefined>)[REACT_VALUE_TRACKER];
      if (tracker) tracker.setValue('\0');
      field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    },
    until: 0,
  });
  waitForReact();
}

w.addEventListener('click', hold, true);
w.addEventListener('submit', hold, true);
w.addEventListener('input', typed, true);
w.addEventListener('change', typed, true);
d.addEventListener('DOMContentLoaded', () => {
  served = new WeakSet(d.querySelectorAll(`${NEEDS_CODE},form,a[href],${FIELDS}`));
});
w[AFTER_PAINT_GLOBAL] = (attributes: Attributes) => {
  if (started) add(attributes);
  else waiting.push(attributes);
};
if (d.visibilityState === 'hidden') start();
const entryTypes: readonly string[] = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
if (entryTypes.indexOf('paint') >= 0) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      start();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
} else drawn();
setTimeout(start, MAX_WAIT_MS);
w.addEventListener('load', drawn);
d.addEventListener('visibilitychange', () => {
  if (d.visibilityState === 'hidden') start();
});

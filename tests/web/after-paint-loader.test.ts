import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Runs the loader as a page does: its module afresh, with the listeners and timers it sets up. */
async function runLoader(): Promise<void> {
  vi.resetModules();
  await import('@/web-server/after-paint/loader');
}

// The inline loader the web server puts in every page (web-server/after-paint/loader.ts): the page's
// chunks are added once it has painted, and a press on a button React has not hydrated yet is
// pressed again once it has, exactly once.

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

let paint: PaintCallback | undefined;
const listeners: Array<[string, EventListener]> = [];

/** The page as the browser has it before its code runs; React's listeners on the document stand in for React. */
function page() {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <button type="button" id="close">Close</button>
    <a href="#top" id="link">Top</a>
    <a href="/movie/watch/a-film/1" id="title">A film</a>
    <a href="/movies" id="other">Movies</a>
    <form id="search"><input name="q" /></form>`;
  const pressed: string[] = [];
  const listen = (type: string, listener: EventListener) => {
    listeners.push([type, listener]);
    document.addEventListener(type, listener);
  };
  listen('click', (event) => {
    const target = event.target as Element;
    // what the browser would do: a link the page left alone is followed (jsdom cannot navigate)
    if (target.matches('a') && !event.defaultPrevented) {
      event.preventDefault();
      pressed.push(`follow ${target.id}`);
    } else pressed.push(`click ${target.id}`);
  });
  listen('submit', (event) => {
    event.preventDefault();
    pressed.push(`submit ${(event.target as Element).id}`);
  });
  return pressed;
}

/** What React does to an element as it hydrates it. */
const hydrate = (id: string) => Object.assign(document.getElementById(id)!, { __reactProps$x1: {} });

// each test's loader starts well past the time the loaders of the tests before it hold presses for
let clock = Date.now();

beforeEach(async () => {
  clock += 1_000_000;
  vi.useFakeTimers({ now: clock });
  paint = undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      paint = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  await runLoader();
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
  delete (document as unknown as Record<string, unknown>).__reactContainer$x1;
  delete (document.documentElement as unknown as Record<string, unknown>).__reactProps$x1;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const chunksAdded = () =>
  [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.id, script.async]);

describe('the after-paint loader', () => {
  it('adds the page’s chunks, with their attributes, once the first contentful paint has happened, ahead of the images below the fold', () => {
    page();
    const loader = (self as unknown as { __afterPaint: (attributes: Record<string, string>) => void }).__afterPaint;
    loader({ src: '/_next/static/chunks/a.js' });
    loader({ src: '/_next/static/chunks/b.js', id: '_R_' });
    paint?.({ getEntriesByName: () => [] });
    expect(chunksAdded()).toEqual([]);
    const timers = vi.getTimerCount();
    paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    // each in a task of its own, in order: adding a chunk starts its fetch, a few milliseconds of a
    // phone's main thread, and all of them in one task held it for 30 ms
    expect(chunksAdded()).toEqual([]);
    expect(vi.getTimerCount()).toBe(timers + 2);
    vi.advanceTimersByTime(0);
    expect(chunksAdded()).toEqual([
      ['/_next/static/chunks/a.js', '', true],
      ['/_next/static/chunks/b.js', '_R_', true],
    ]);
    loader({ src: '/_next/static/chunks/c.js' });
    expect(chunksAdded()).toHaveLength(3);
    expect([...document.head.querySelectorAll('script')].map((script) => script.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
    ]);
  });

  it('preloads the page’s own chunks at the same moment, as links the page’s code then takes up', () => {
    page();
    const loader = (self as unknown as { __afterPaint: (attributes: Record<string, string>) => void }).__afterPaint;
    loader({ rel: 'preload', as: 'script', fetchpriority: 'low', href: '/_next/static/chunks/page.js' });
    loader({ src: '/_next/static/chunks/a.js' });
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    vi.advanceTimersByTime(0);
    const preloads = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('as'),
      link.getAttribute('href'),
      link.getAttribute('fetchpriority'),
    ]);
    expect(preloads).toEqual([['preload', 'script', '/_next/static/chunks/page.js', 'high']]);
    expect(chunksAdded()).toEqual([['/_next/static/chunks/a.js', '', true]]);
  });

  it('adds them after a few seconds even if no paint is reported', () => {
    page();
    (self as unknown as { __afterPaint: (attributes: Record<string, string>) => void }).__afterPaint({ src: '/_next/static/chunks/a.js' });
    vi.advanceTimersByTime(2_900);
    expect(chunksAdded()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(chunksAdded()).toHaveLength(1);
  });

  it('adds them when the page has loaded before its first paint is reported, once it has drawn a frame', () => {
    page();
    (self as unknown as { __afterPaint: (attributes: Record<string, string>) => void }).__afterPaint({ src: '/_next/static/chunks/a.js' });
    expect(chunksAdded()).toEqual([]);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(chunksAdded()).toEqual([]);
    frames.forEach((frame) => frame(performance.now()));
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(chunksAdded()).toHaveLength(1);
  });

  it('holds a press on a button until React has hydrated it, then presses it again once', () => {
    const pressed = page();
    document.getElementById('close')!.click();
    vi.advanceTimersByTime(1_000);
    expect(pressed).toEqual([]);
    hydrate('close');
    vi.advanceTimersByTime(60);
    expect(pressed).toEqual(['click close']);
    vi.advanceTimersByTime(1_000);
    document.getElementById('close')!.click();
    expect(pressed).toEqual(['click close', 'click close']);
  });

  it('holds a form sent with Enter until React has hydrated it', () => {
    const pressed = page();
    (document.getElementById('search') as HTMLFormElement).requestSubmit();
    expect(pressed).toEqual([]);
    hydrate('search');
    vi.advanceTimersByTime(60);
    expect(pressed).toEqual(['submit search']);
  });

  it('presses what React never hydrates (a third party’s button) once React has had the page a moment, then holds nothing', () => {
    const pressed = page();
    document.getElementById('close')!.click();
    // React takes the document, and never hydrates the button
    Object.assign(document, { __reactContainer$x1: {} });
    vi.advanceTimersByTime(1_900);
    expect(pressed).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(pressed).toEqual(['click close']);
    document.getElementById('close')!.click();
    expect(pressed).toEqual(['click close', 'click close']);
  });

  it('holds only what the server sent: a button a script adds once the page is parsed goes through at once', () => {
    const pressed = page();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // a sign-in provider's script draws its own button
    const provider = document.createElement('button');
    provider.id = 'provider';
    document.body.append(provider);
    provider.click();
    expect(pressed).toEqual(['click provider']);
    document.getElementById('close')!.click();
    expect(pressed).toEqual(['click provider']);
    hydrate('close');
    vi.advanceTimersByTime(20);
    expect(pressed).toEqual(['click provider', 'click close']);
  });

  it('lets a link work at once, without its code', () => {
    const pressed = page();
    document.getElementById('link')!.click();
    document.getElementById('title')!.click();
    expect(pressed).toEqual(['follow link', 'follow title']);
  });

  /** React has taken the document and is hydrating it. */
  const hydrating = () => Object.assign(document, { __reactContainer$x1: {} });

  it('holds a link to another page pressed while React hydrates, and presses it again once React has hydrated it, for its router', () => {
    const pressed = page();
    hydrating();
    document.getElementById('title')!.click();
    vi.advanceTimersByTime(500);
    expect(pressed).toEqual([]);
    hydrate('title');
    vi.advanceTimersByTime(20);
    // React's turn: its router takes the press (here no handler does, so the browser would follow it)
    expect(pressed).toEqual(['follow title']);
  });

  it('follows only the last link pressed while React hydrates, once', () => {
    const pressed = page();
    hydrating();
    document.getElementById('title')!.click();
    document.getElementById('title')!.click();
    document.getElementById('other')!.click();
    document.getElementById('other')!.click();
    hydrate('title');
    hydrate('other');
    vi.advanceTimersByTime(20);
    expect(pressed).toEqual(['follow other']);
  });

  it('follows a link as it is when React has not hydrated it within a second', () => {
    const pressed = page();
    hydrating();
    document.getElementById('title')!.click();
    vi.advanceTimersByTime(950);
    expect(pressed).toEqual([]);
    vi.advanceTimersByTime(60);
    expect(pressed).toEqual(['follow title']);
  });

  it('lets a link go to React at once once React has rendered the document (a part hydrated later, React hydrates as it is pressed)', () => {
    const pressed = page();
    hydrating();
    Object.assign(document.documentElement, { __reactProps$x1: {} });
    document.getElementById('title')!.click();
    expect(pressed).toEqual(['follow title']);
  });

  it('lets a press that opens another tab, and a link within the page, go at once while React hydrates', () => {
    const pressed = page();
    hydrating();
    document.getElementById('title')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.getElementById('title')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
    document.getElementById('link')!.click();
    expect(pressed).toEqual(['follow title', 'follow title', 'follow link']);
  });
});

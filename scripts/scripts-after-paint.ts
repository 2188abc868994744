import type { ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { LARGE_PAGE_CHARACTERS } from './page-bytes';

// The page's code after its first paint. Next.js puts its chunks in the document as
// `<script src async>`, and preloads the first and the chunks of the page's own client
// components, so a phone fetches and runs 150 KiB of JavaScript while it should be drawing the
// page; on a slow one the first paint waits for them (bench/README.md, "Start instantly"). As a
// page streams, this server turns each of those tags (scripts and preloads) into a call to a small
// inline loader, put in before the first, which adds them once the first contentful paint has
// happened or the page has loaded, whichever comes first (a page whose paint trails its load has
// nothing left to fetch for it; at the latest after MAX_WAIT_MS, and at once in a background tab).
// The code then still starts within a frame or two of the paint, the page's own chunks fetched
// beside the framework's rather than a round after them, and ahead of the images below the fold
// (`fetchpriority=high`: once the page is painted, its code is what it waits for; an async script
// is otherwise fetched at low priority, after a row of cards' artwork, and a press made meanwhile
// waits with it).
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
// A link to another page of the site, pressed once React has taken the document but before it has
// hydrated the link, waits for it (LINK_HOLD_MS at most, then it is followed as it is): the
// router then shows the page from its payload, with the code already running, rather than the
// browser loading it in full and running all of its code again. Before React has the document (the
// code still on its way), and for a press that opens another tab, a download or another site, a
// link goes at once. Of links pressed while held, only the last is followed, once, as a browser
// follows only the last link pressed while a page loads.

const MAX_WAIT_MS = 3000;
/** How long presses are held for at most, from the page's start: then everything goes through. */
const MAX_HOLD_MS = 15000;
/** After React has taken the document, how long an element it has not hydrated may still be its. */
const SETTLE_MS = 2000;
/** How long a link pressed while React hydrates waits for it at most, before it is followed as it is. */
const LINK_HOLD_MS = 1000;
/** How often a held press looks whether React has hydrated its element: about a frame. */
const REPLAY_POLL_MS = 16;
/** The loader's name on `self`. */
export const AFTER_PAINT_GLOBAL = '__afterPaint';
/** A tag is never longer: past this, what waits goes out as it is. */
const MAX_HELD_CHARACTERS = 4096;

/** What may be pressed before the code runs and needs it: pressed again after hydration. */
const NEEDS_CODE =
  'button,input[type=submit],input[type=button],input[type=image],[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=option],[role^=menuitem]';
/** What works without code, so a press on it (or inside it) goes through. */
const WORKS_WITHOUT_CODE = 'a[href],input,select,textarea,label,summary';

/** The inline loader. Kept to what every browser the site supports runs, and small. */
export const AFTER_PAINT_LOADER = `(function(w,d){
var waiting=[],started=false,held=[],timer=0,born=Date.now(),rooted=0,served=null,passing=null,R='__reactContainer$',P='__reactProps$',N=${JSON.stringify(NEEDS_CODE)};
function add(a){var s=d.createElement(a.rel?'link':'script');for(var k in a)s.setAttribute(k,a[k]);s.setAttribute('fetchpriority','high');if(!a.rel)s.async=true;d.head.appendChild(s)}
function start(){if(started)return;started=true;waiting.forEach(add);waiting=null}
function has(o,p){return Object.keys(o).some(function(k){return k.indexOf(p)===0})}
function settled(){var now=Date.now();if(!rooted&&has(d,R))rooted=now;
return now-born>${MAX_HOLD_MS}||(rooted>0&&now-rooted>${SETTLE_MS})}
function replay(){timer=0;var done=settled();
held=held.filter(function(h){if(!h[0].isConnected)return false;if(!done&&!has(h[0],P)&&!(h[2]&&Date.now()>=h[2]))return true;h[1]();return false});
if(held.length)timer=setTimeout(replay,${REPLAY_POLL_MS})}
function routed(e,a){var l=w.location;return has(d,R)&&e.button===0&&!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&!a.hasAttribute('download')&&(!a.target||a.target==='_self')&&a.origin===l.origin&&!(a.hash&&a.pathname===l.pathname&&a.search===l.search)}
function hold(e){if(settled())return;var t=e.target,el,press,until=0;
if(e.type==='click'){el=t&&t.closest&&t.closest(N+${JSON.stringify(`,${WORKS_WITHOUT_CODE}`)});
if(!el||el===passing)return;if(!el.matches(N)){if(!el.matches('a[href]')||!routed(e,el))return;until=Date.now()+${LINK_HOLD_MS}}
press=function(){passing=el;try{el.click()}finally{passing=null}}}
else{el=t;press=function(){el.requestSubmit?el.requestSubmit():el.dispatchEvent(new Event('submit',{bubbles:true,cancelable:true}))}}
if(has(el,P)||(served&&!served.has(el)))return;e.preventDefault();e.stopPropagation();if(until)held=held.filter(function(h){return !h[2]});held.push([el,press,until]);if(!timer)timer=setTimeout(replay,${REPLAY_POLL_MS})}
w.addEventListener('click',hold,true);w.addEventListener('submit',hold,true);
d.addEventListener('DOMContentLoaded',function(){served=new WeakSet(d.querySelectorAll(N+',form,a[href]'))});
w.${AFTER_PAINT_GLOBAL}=function(a){started?add(a):waiting.push(a)};
if(d.visibilityState==='hidden')start();
var types=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('paint')>=0){var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}});o.observe({type:'paint',buffered:true})}
else requestAnimationFrame(function(){setTimeout(start,0)});
setTimeout(start,${MAX_WAIT_MS});w.addEventListener('load',start);
d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')start()})
})(self,document)`;

const CHUNK_SCRIPT = /<script\b([^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b[^>]*>/g;
const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value = ''] of text.matchAll(ATTRIBUTE)) {
    attributes[name.toLowerCase()] = value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
  }
  return attributes;
}

const isChunk = (href: string | undefined) => href !== undefined && href.startsWith('/_next/static/');

/** A document's HTML as it streams, in pieces, with the chunk tags rewritten. */
export interface ScriptRewriter {
  /** The rewritten text ready to send; an unfinished tag at the end waits for the next piece. */
  push(text: string): string;
  /** What was waiting, at the end of the document. */
  flush(): string;
}

export function createScriptRewriter(): ScriptRewriter {
  let loaderSent = false;
  let pending = '';
  // a call to the loader, the loader itself put in before the first
  const call = (attributes: Record<string, string>) => {
    const loader = loaderSent ? '' : AFTER_PAINT_LOADER + ';';
    loaderSent = true;
    return `<script>${loader}self.${AFTER_PAINT_GLOBAL}(${JSON.stringify(attributes).replace(/</g, '\\u003c')})</script>`;
  };
  const rewrite = (html: string) =>
    html
      .replace(SCRIPT_PRELOAD, (tag) => {
        const attributes = attributesOf(tag.slice(5).replace(/\/?>$/, ''));
        const { rel, as, href } = attributes;
        return ((rel === 'preload' && as === 'script') || rel === 'modulepreload') && isChunk(href) ? call(attributes) : tag;
      })
      .replace(CHUNK_SCRIPT, (tag, text: string) => {
        const attributes = attributesOf(text);
        if (!isChunk(attributes.src) || !('async' in attributes)) return tag;
        delete attributes.async;
        return call(attributes);
      });
  return {
    push(text) {
      const html = pending + text;
      let cut = html.length;
      // an unfinished tag waits, and so does a script tag with a source until its closing tag comes
      const lastTag = html.lastIndexOf('<');
      if (lastTag >= 0 && !html.includes('>', lastTag)) cut = lastTag;
      const lastScript = html.lastIndexOf('<script');
      if (lastScript >= 0 && !html.includes('</script>', lastScript) && /^<script\b[^>]*\ssrc=/.test(html.slice(lastScript))) {
        cut = Math.min(cut, lastScript);
      }
      if (html.length - cut > MAX_HELD_CHARACTERS) cut = html.length;
      pending = html.slice(cut);
      return rewrite(html.slice(0, cut));
    },
    flush() {
      const rest = pending;
      pending = '';
      return rewrite(rest);
    },
  };
}

/** A whole document rewritten; the largest pages kept, since a cached page's text comes again and again. */
const rewrittenPages = new LRUCache<string, string>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (value, key) => (value.length + key.length) * 2,
});
function rewriteWhole(html: string): string {
  const rewriter = createScriptRewriter();
  return rewriter.push(html) + rewriter.flush();
}

export function rewriteDocument(html: string): string {
  if (html.length < LARGE_PAGE_CHARACTERS) return rewriteWhole(html);
  let rewritten = rewrittenPages.get(html);
  if (rewritten === undefined) {
    rewritten = rewriteWhole(html);
    rewrittenPages.set(html, rewritten);
  }
  return rewritten;
}

type Chunk = string | Uint8Array;

const isUtf8 = (encoding: unknown) => encoding === undefined || (typeof encoding === 'string' && /^utf-?8$/i.test(encoding));

/**
 * Rewrites the chunk tags of every HTML document `response` sends (call it last before Next.js
 * handles the request, so that it sees Next's text first). Anything else goes out as given.
 */
export function runScriptsAfterPaint(response: ServerResponse): void {
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const decoder = new TextDecoder();
  let rewriter: ScriptRewriter | null | undefined;
  let wrote = false;
  const rewriterFor = (): ScriptRewriter | null => {
    rewriter ??=
      String(response.getHeader('content-type') ?? '').startsWith('text/html') && !response.getHeader('content-encoding')
        ? createScriptRewriter()
        : null;
    return rewriter;
  };
  const textOf = (chunk: Chunk, final: boolean) => (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: !final }));
  const callbackOf = (args: unknown[]) => args.filter((argument) => typeof argument === 'function');

  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    const html = rewriterFor();
    const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
    if (html === null || chunk == null || !isUtf8(encoding)) return write(chunk, ...rest);
    if (!response.headersSent) response.removeHeader('content-length');
    wrote = true;
    return write(html.push(textOf(chunk, false)), 'utf8', ...callbackOf(rest));
  }) as ServerResponse['write'];

  response.end = ((...args: unknown[]) => {
    const html = rewriterFor();
    const chunk = args[0] == null || typeof args[0] === 'function' ? undefined : (args[0] as Chunk);
    if (html === null || (chunk !== undefined && !isUtf8(typeof args[1] === 'string' ? args[1] : undefined))) return end(...args);
    const text = chunk === undefined ? decoder.decode() : textOf(chunk, true);
    // a whole page in one piece (a cached page's text): rewritten once for all who get it
    const body = !wrote && typeof chunk === 'string' ? rewriteDocument(text) : html.push(text) + html.flush();
    if (!response.headersSent && response.getHeader('content-length') !== undefined)
      response.setHeader('content-length', Buffer.byteLength(body));
    return end(body, 'utf8', ...callbackOf(args));
  }) as ServerResponse['end'];
}

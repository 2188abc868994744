// The page's code after its first paint. Next.js puts its chunks in the document as
// `<script src async>`, and preloads the first and the chunks of the page's own client
// components, so a phone fetches and runs 150 KiB of JavaScript while it should be drawing the
// page; on a slow one the first paint waits for them (bench/README.md, "Start instantly"). As a
// page streams, the web server (scripts-after-paint.ts) turns each of those tags (scripts and
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
/** The loader's name on `self`. */
export const AFTER_PAINT_GLOBAL = '__afterPaint';

/**
 * What may be pressed before the code runs and needs it: pressed again after hydration. The
 * controls the server draws (the site has no server-drawn tabs, switches or menu items: its
 * listboxes and menus are drawn by the code, once it runs).
 */
const NEEDS_CODE = 'button,input[type=submit],input[type=button],[role=button]';
/** What works without code, so a press on it (or inside it) goes through. */
const WORKS_WITHOUT_CODE = 'a[href],input,select,textarea,label,summary';

/**
 * The inline loader, as written: kept to what every browser the site supports runs. Pages carry it
 * minified (SERVED_LOADER in scripts-after-paint.ts).
 */
export const AFTER_PAINT_LOADER = `(function(w,d){
var waiting=[],started=false,held=[],timer=0,born=Date.now(),rooted=0,served=null,passing=null,R='__reactContainer$',P='__reactProps$',N=${JSON.stringify(NEEDS_CODE)},F='input:not([type=checkbox],[type=radio],[type=file]),textarea,select';
function add(a){var s=d.createElement(a.rel?'link':'script');for(var k in a)s.setAttribute(k,a[k]);s.setAttribute('fetchpriority','high');if(!a.rel)s.async=true;d.head.appendChild(s)}
function drawn(){requestAnimationFrame(function(){setTimeout(start,0)})}
function start(){if(started)return;started=true;waiting.forEach(function(a){setTimeout(add,0,a)});waiting=null}
function has(o,p){return Object.keys(o).some(function(k){return k.indexOf(p)===0})}
function settled(){var now=Date.now();if(!rooted&&has(d,R))rooted=now;
return now-born>${MAX_HOLD_MS}||(rooted>0&&now-rooted>${SETTLE_MS})}
function replay(){timer=0;var done=settled();
held=held.filter(function(h){if(!h[0].isConnected)return false;if(!done&&!has(h[0],P)&&!(h[2]&&Date.now()>=h[2]))return true;h[1]();return false});
if(held.length)timer=setTimeout(replay,${REPLAY_POLL_MS})}
function routed(e,a){var l=w.location;return has(d,R)&&!has(d.documentElement,P)&&e.button===0&&!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&!a.hasAttribute('download')&&(!a.target||a.target==='_self')&&a.origin===l.origin&&!(a.hash&&a.pathname===l.pathname&&a.search===l.search)}
function hold(e){if(settled())return;var t=e.target,el,press,until=0;
if(e.type==='click'){el=t&&t.closest&&t.closest(N+${JSON.stringify(`,${WORKS_WITHOUT_CODE}`)});
if(!el||el===passing)return;if(!el.matches(N)){if(!el.matches('a[href]')||!routed(e,el))return;until=Date.now()+${LINK_HOLD_MS}}
press=function(){passing=el;try{el.click()}finally{passing=null}}}
else{el=t;press=function(){el.requestSubmit?el.requestSubmit():el.dispatchEvent(new Event('submit',{bubbles:true,cancelable:true}))}}
if(has(el,P)||(served&&!served.has(el)))return;e.preventDefault();e.stopPropagation();if(until)held=held.filter(function(h){return !h[2]});held.push([el,press,until]);if(!timer)timer=setTimeout(replay,${REPLAY_POLL_MS})}
function typed(e){var el=e.target,v;if(settled()||!el.matches||!el.matches(F))return;held=held.filter(function(h){return h[0]!==el});
if(has(el,P)||(served&&!served.has(el)))return;v=el.value;held.push([el,function(){
if(el.value!==v)Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),'value').set.call(el,v);if(el._valueTracker)el._valueTracker.setValue('\0');
el.dispatchEvent(new Event(el.tagName==='SELECT'?'change':'input',{bubbles:true}))},0]);if(!timer)timer=setTimeout(replay,${REPLAY_POLL_MS})}
w.addEventListener('click',hold,true);w.addEventListener('submit',hold,true);w.addEventListener('input',typed,true);w.addEventListener('change',typed,true);
d.addEventListener('DOMContentLoaded',function(){served=new WeakSet(d.querySelectorAll(N+',form,a[href],'+F))});
w.${AFTER_PAINT_GLOBAL}=function(a){started?add(a):waiting.push(a)};
if(d.visibilityState==='hidden')start();
var types=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('paint')>=0){var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}});o.observe({type:'paint',buffered:true})}
else drawn();
setTimeout(start,${MAX_WAIT_MS});w.addEventListener('load',drawn);
d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')start()})
})(self,document)`;

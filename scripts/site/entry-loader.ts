import { earlyPressScript } from '../../src/ui/early-press.ts'

/**
 * The inline script that requests the app's JavaScript once the page has painted.
 *
 * A module script in the HTML races the stylesheet and the text for the first bytes on a slow connection (and in
 * Lighthouse's simulation, a script that finishes before the first paint is charged to it). Requested after the
 * first contentful paint, it can never hold the paint back. It is requested at once when the page is hidden (a
 * background tab never paints) or when the browser cannot report paint. No timers: the tests stop the clock.
 * The page's own chunks are preloaded at the same moment, so they arrive alongside the entry. The web manifest's
 * link is added then too: in the HTML, its fetch (and its icon's) raced the first paint and cost home and /pricing
 * 150 ms of LCP in Lighthouse. Installing needs scripts anyway. Pictures named in `data-srcset` get their srcset
 * once the page has loaded: requested at the first paint, the hero's picture still cost home 150 ms of LCP.
 * Until the app runs, the last button pressed is kept for it (src/ui/early-press.ts).
 */
/**
 * A <link> added with the entry: the page's stylesheet of the rules its inline CSS left out (see page-css.ts), and
 * the web manifest, which Chrome (and Lighthouse) fetch as soon as it is in the page.
 */
export interface Link {
  rel: string
  href: string
}

export function entryLoader(entry: string, preloads: readonly string[], afterPaint: readonly Link[] = []): string {
  const links = [...preloads.map((href) => ({ rel: 'modulepreload', href })), ...afterPaint]
    .map(
      ({ rel, href }) =>
        `l=d.createElement('link');l.rel=${JSON.stringify(rel)};l.href=${JSON.stringify(href)};h.appendChild(l);`,
    )
    .join('')
  return (
    earlyPressScript() +
    ';(function(d){var done=0;function go(){if(done)return;done=1;var h=d.head,l,s;' +
    links +
    `s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};h.appendChild(s);` +
    // Pictures kept off the first paint (the hero's preview) get their files once the page has loaded.
    "function p(){d.querySelectorAll('img[data-srcset]').forEach(function(i){i.srcset=i.dataset.srcset})}" +
    "d.readyState=='complete'?p():addEventListener('load',p)}" +
    "if(d.visibilityState==='hidden')return go();" +
    "d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')go()});" +
    "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return go();" +
    "new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})" +
    '}catch(e){go()}})(document)'
  )
}

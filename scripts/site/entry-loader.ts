/**
 * The inline script that requests the app's JavaScript once the page has painted.
 *
 * A module script in the HTML races the stylesheet and the text for the first bytes on a slow connection (and in
 * Lighthouse's simulation, a script that finishes before the first paint is charged to it). Requested after the
 * first contentful paint, it can never hold the paint back. It is requested at once when the page is hidden (a
 * background tab never paints) or when the browser cannot report paint. No timers: the tests stop the clock.
 * The page's own chunks are preloaded at the same moment, so they arrive alongside the entry.
 */
export function entryLoader(entry: string, preloads: readonly string[]): string {
  const links = preloads
    .map((href) => `l=d.createElement('link');l.rel='modulepreload';l.href=${JSON.stringify(href)};h.appendChild(l);`)
    .join('')
  return (
    '(function(d){var done=0;function go(){if(done)return;done=1;var h=d.head,l,s;' +
    links +
    `s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};h.appendChild(s)}` +
    "if(d.visibilityState==='hidden')return go();" +
    "d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')go()});" +
    "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return go();" +
    "new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})" +
    '}catch(e){go()}})(document)'
  )
}

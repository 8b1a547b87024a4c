/**
 * A press on a button before the app's JavaScript has run is kept and replayed once the page has hydrated.
 *
 * The prerendered page paints and shows its buttons (the chat, the theme, the menu, the FAQ questions) before its
 * JavaScript arrives, which the loader requests only after the first paint. A tap in that second did nothing, and on
 * a phone the visitor's first tap on the chat button was lost. The boot script listens from the start of <head> and
 * remembers the last button pressed. The app takes it before React starts listening, so no press is handled twice,
 * and presses it once the page has hydrated. Repeated presses in the gap count once: the visitor saw nothing happen
 * and pressed again.
 */

/** The global the boot script and the app share, named so that no other script takes it by chance. */
const key = '__launchkitEarlyPress'

/** The inline code, for the boot script, that starts keeping presses; `take()` stops it and gives the last one. */
export function earlyPressScript(): string {
  return (
    `(function(d){var b=null;function f(e){var t=e.target;t=t&&t.closest&&t.closest('button[type=button]');if(t)b=t}` +
    `d.addEventListener('click',f,true);window.${key}={take:function(){d.removeEventListener('click',f,true);return b}}})(document)`
  )
}

let pending: HTMLElement | null | undefined

/** Stops keeping presses (React handles them from here) and holds the last one for `replayEarlyPress`. */
export function takeEarlyPress(): void {
  pending = (window as unknown as Record<string, { take(): HTMLElement | null } | undefined>)[key]?.take()
}

/** Presses, once, the button kept by `takeEarlyPress`, if it is still in the page. Call after hydration. */
export function replayEarlyPress(): void {
  if (pending?.isConnected) pending.click()
  pending = null
}

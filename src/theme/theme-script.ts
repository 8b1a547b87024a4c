import type { Theme } from '../../schema/theme.ts'

/**
 * The inline script that sets the theme class on <html> before first paint, so there is no flash of the
 * wrong theme. It is static for a given content build (the storage key and default come from site.yaml),
 * so a CSP hash can cover it. A stored choice wins; "system" follows prefers-color-scheme and is dark when
 * the browser cannot tell; blocked storage falls back to the default.
 */
export function themeScript(theme: Theme): string {
  return `(function(){var c=${JSON.stringify(theme.default)};try{c=localStorage.getItem(${JSON.stringify(theme.storageKey)})||c}catch(e){}var d=c==='dark'||(c!=='light'&&!(window.matchMedia&&matchMedia('(prefers-color-scheme: light)').matches)),r=document.documentElement;r.classList.toggle('dark',d);r.dataset.theme=c})()`
}

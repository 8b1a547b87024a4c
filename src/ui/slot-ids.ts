/** Ids shared by the renderers and the prerender, which fills these elements. */

/** The element that holds, in each prerendered page, the drawings of the icons that page shows. */
export const iconSymbolsId = 'icon-symbols'

/** The id of an icon's drawing inside the page. */
export const inPageIconId = (name: string) => `i-${name}`

/**
 * The one inline script in <head>: the theme (src/theme/theme-script.ts), then the loader that requests the app's
 * JavaScript after the first paint (scripts/site/entry-loader.ts), which the prerender appends. One script, one hash
 * in each page's policy.
 */
export const bootScriptId = 'boot'

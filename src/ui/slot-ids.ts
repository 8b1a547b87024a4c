/** Ids shared by the renderers and the prerender, which fills these elements. */

/** The element that holds, in each prerendered page, the drawings of the icons that page shows. */
export const iconSymbolsId = 'icon-symbols'

/** The id of an icon's drawing inside the page. */
export const inPageIconId = (name: string) => `i-${name}`

/** The inline script that loads the app's JavaScript after the first paint (scripts/site/entry-loader.ts). */
export const entryLoaderId = 'entry-loader'

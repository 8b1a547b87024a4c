import { z } from 'zod'
import { analytics } from './analytics.ts'
import { externalUrl, text } from './primitives.ts'
import { theme } from './theme.ts'

/** E-mail addresses shown on the site. */
const contact = z.strictObject({
  /** Support address; shown as a mailto link. */
  support: z.email(),
  /** Privacy address; shown as text. */
  privacy: z.email(),
  /** Legal address; shown as text. */
  legal: z.email(),
})

/** Every external URL, referenced elsewhere as {{links.name}}. */
const links = z.strictObject({
  /** Storefront page for the template + AI agent bundle. */
  buyBundle: externalUrl,
  /** Storefront page for the template only. */
  buyTemplate: externalUrl,
  /** Storefront page for the AI agent add-on only. */
  buyAiAgent: externalUrl,
  /** Storefront page for the Starter plan. */
  buyStarter: externalUrl,
  /** Storefront page for the Professional plan. */
  buyProfessional: externalUrl,
  /** Storefront page for the Enterprise plan. */
  buyEnterprise: externalUrl,
  /** The live preview of the template. */
  livePreview: externalUrl,
  /** React documentation. */
  docsReact: externalUrl,
  /** TypeScript documentation. */
  docsTypescript: externalUrl,
  /** Tailwind CSS documentation. */
  docsTailwind: externalUrl,
  /** Vite documentation. */
  docsVite: externalUrl,
  /** The AI provider's page where a visitor creates an API key. */
  providerKeys: externalUrl,
})

/** Short interface words used by the site's frame (header, footer, theme, menus). */
const ui = z.strictObject({
  /** The skip link, first in the tab order. */
  skipLink: text,
  /** Accessible name of the main navigation. */
  mainNavigation: text,
  /** Accessible name of the footer navigation. */
  footerNavigation: text,
  /** The mobile menu button while closed. */
  openMenu: text,
  /** The mobile menu button while open. */
  closeMenu: text,
  /** The theme switch's name. */
  theme: text,
  /** Theme choice: light. */
  themeLight: text,
  /** Theme choice: dark. */
  themeDark: text,
  /** Theme choice: follow the system. */
  themeSystem: text,
  /** Screen-reader hint after links that open a new tab. */
  opensInNewTab: text,
  /** Copyright line; {year} becomes the current year. */
  copyright: text,
  /** Accessible name of the social links list. */
  social: text,
  /** Star rating for screen readers; {rating} becomes the number. */
  rating: text,
  /** Title of the page shown when the app itself fails. */
  errorTitle: text,
  /** Shown under the error title when the failure has no message. */
  errorFallback: text,
  /** Button back to the home page on the error page. */
  errorHome: text,
  /** Label of the copy button on code blocks. */
  copyCode: text,
})

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like "#4338ca"')

/** How the site looks when installed on a phone's home screen, and the browser's colours around the page. */
const install = z.strictObject({
  /** The name under the home-screen icon, at most 12 characters. */
  shortName: z.string().min(1).max(12, 'Expected at most 12 characters: longer names are cut under the icon'),
  /** The colour of the browser's bar around the page, in each theme. */
  themeColor: z.strictObject({
    /** In the light theme, e.g. the page background "#ffffff". */
    light: hexColor,
    /** In the dark theme; also the installed site's bar. */
    dark: hexColor,
  }),
  /** The splash screen's background while the installed site opens. */
  backgroundColor: hexColor,
})

/** Site-wide settings: brand, addresses, external links, theme, analytics and interface words. */
export const site = z.strictObject({
  /** The product's name, shown in the header, footer and page titles. */
  brand: text,
  /** A short line describing the product, used in the footer and search results. */
  tagline: text,
  /** The public address of the site, without a trailing slash. Used for canonical URLs and the sitemap. */
  url: z.url({ protocol: /^https$/, error: 'Expected the site address starting with https://' }),
  /** The page language, e.g. "en". */
  lang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a language code like "en" or "en-US"'),
  /** Contact e-mail addresses. */
  contact,
  /** External URLs. */
  links,
  /** Host serving testimonial avatars, allowed by the security policy. */
  avatarHost: externalUrl,
  /** Colour theme settings. */
  theme,
  /** Home-screen install settings (site.webmanifest, icons) and the browser's theme colours. */
  install,
  /** Local analytics log settings. */
  analytics,
  /** Interface words of the site frame. */
  ui,
})

export type Site = z.output<typeof site>

/**
 * What the browser reads of the site settings. Links, addresses and the avatar host are resolved into the content by
 * the build, so they stay out of every page's JavaScript.
 */
export type BrowserSite = Pick<Site, 'brand' | 'tagline' | 'url' | 'lang' | 'theme' | 'analytics' | 'ui'> & {
  install: Pick<Site['install'], 'themeColor'>
}

import { Lexer, type Token, type Tokens } from 'marked'
import type { ReactNode } from 'react'
import { SmartLink } from '../ui/smart-link.tsx'
import { maxMessageLength } from './conversation.ts'

/**
 * Where a link in a reply may go: an in-app route, an anchor, or an http(s)/mailto URL. Anything else
 * (javascript:, data:, vbscript:, protocol-relative //host) is dropped and the link text shown plainly.
 */
export function safeHref(href: string): string | undefined {
  const value = href.trim()
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return value
  try {
    const url = new URL(value)
    return ['https:', 'http:', 'mailto:'].includes(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

function inline(tokens: Token[] | undefined, key = ''): ReactNode[] {
  return (tokens ?? []).map((token, index) => renderInline(token, `${key}${index}`))
}

function renderInline(token: Token, key: string): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong key={key}>{inline((token as Tokens.Strong).tokens, key)}</strong>
    case 'em':
      return <em key={key}>{inline((token as Tokens.Em).tokens, key)}</em>
    case 'del':
      return <del key={key}>{inline((token as Tokens.Del).tokens, key)}</del>
    case 'codespan':
      return (
        <code key={key} className="rounded bg-fg/10 px-1 font-mono text-[0.9em]">
          {(token as Tokens.Codespan).text}
        </code>
      )
    case 'br':
      return <br key={key} />
    case 'link': {
      const link = token as Tokens.Link
      const href = safeHref(link.href)
      const children = inline(link.tokens, key)
      if (!href) return <span key={key}>{children}</span>
      // Routes navigate in the app; http(s) opens a new tab with rel="noopener noreferrer"; mailto opens mail.
      return (
        <SmartLink key={key} href={href} className="font-medium text-accent underline underline-offset-2">
          {children}
        </SmartLink>
      )
    }
    case 'image':
      // Replies never load images: show the alt text.
      return <span key={key}>{(token as Tokens.Image).text}</span>
    case 'text': {
      const text = token as Tokens.Text
      return text.tokens ? <span key={key}>{inline(text.tokens, key)}</span> : text.text
    }
    case 'escape':
      return (token as Tokens.Escape).text
    default:
      // Raw HTML and anything unknown are shown as the text that was written, never interpreted.
      return 'raw' in token ? token.raw : ''
  }
}

function renderBlock(token: Token, key: string): ReactNode {
  switch (token.type) {
    case 'paragraph':
      return <p key={key}>{inline((token as Tokens.Paragraph).tokens, key)}</p>
    case 'heading':
      return (
        <p key={key} className="font-semibold">
          {inline((token as Tokens.Heading).tokens, key)}
        </p>
      )
    case 'list': {
      const list = token as Tokens.List
      const items = list.items.map((item, index) => (
        <li key={index}>
          {item.tokens.map((child, childIndex) => renderBlock(child, `${key}-${index}-${childIndex}`))}
        </li>
      ))
      return list.ordered ? (
        <ol key={key} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      )
    }
    case 'code':
      return (
        <pre key={key} className="overflow-x-auto rounded-lg bg-fg/10 p-3 font-mono text-xs">
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      )
    case 'blockquote':
      return (
        <blockquote key={key} className="border-l-2 border-border pl-3">
          {(token as Tokens.Blockquote).tokens.map((child, index) => renderBlock(child, `${key}-${index}`))}
        </blockquote>
      )
    case 'space':
    case 'hr':
      return null
    case 'text': {
      const text = token as Tokens.Text
      return <span key={key}>{text.tokens ? inline(text.tokens, key) : text.text}</span>
    }
    default:
      return <p key={key}>{'raw' in token ? token.raw : ''}</p>
  }
}

/** Deepest nesting of quotes and lists a reply keeps: deeper markup is flattened, as no reader needs it. */
export const maxNesting = 6

/**
 * Bounds a reply before it is parsed: at most `maxLength` characters, and quotes or lists nested at most
 * `maxNesting` deep (2,000 nested ">" would overflow the parser's stack and take the page down).
 */
export function boundedMarkdown(text: string, maxLength = maxMessageLength): string {
  const cut = text.length > maxLength ? `${text.slice(0, maxLength)}…` : text
  return cut
    .split('\n')
    .map((line) => {
      const quotes = /^(\s*>){1,}/.exec(line)
      const depth = quotes ? (quotes[0].match(/>/g) ?? []).length : 0
      const bounded =
        depth > maxNesting ? `${'> '.repeat(maxNesting)}${line.slice(quotes![0].length).trimStart()}` : line
      // Indentation makes nested lists: more than a few levels is flattened the same way.
      return bounded.replace(/^[ \t]{16,}/, ' '.repeat(12))
    })
    .join('\n')
}

/** Renders assistant markdown as React elements. Raw HTML is shown as text, and only safe links are kept. */
export function Markdown({ text }: { text: string }) {
  let tokens: Token[]
  try {
    tokens = Lexer.lex(boundedMarkdown(text), { gfm: true, breaks: true })
  } catch {
    // Whatever the parser cannot take is shown as the text it is.
    return <p className="break-words whitespace-pre-wrap">{text.slice(0, maxMessageLength)}</p>
  }
  return (
    <div className="space-y-2 break-words [overflow-wrap:anywhere]">
      {tokens.map((token, index) => renderBlock(token, String(index)))}
    </div>
  )
}

import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

/** A request the fake provider received. */
export interface ReceivedRequest {
  path: string
  authorization: string | undefined
  body: {
    model: string
    messages: { role: string; content: string }[]
    max_tokens: number
    temperature: number
    stream: boolean
  }
}

type Handler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>

/** One streamed chunk in the chat completions SSE format. */
export function sseChunk(content: string): string {
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`
}

/**
 * A stand-in for the AI provider: a local HTTPS server (test-only self-signed certificate) that records each
 * request and answers as the test says, streaming when asked. The page's requests to the real provider are
 * rerouted to it at the network layer, so the site's own code runs unchanged.
 */
export async function startFakeProvider() {
  const requests: ReceivedRequest[] = []
  let handler: Handler = (_request, response) => {
    response.writeHead(500)
    response.end()
  }
  const server = createServer(
    {
      key: readFileSync(join(import.meta.dirname, 'localhost-key.pem')),
      cert: readFileSync(join(import.meta.dirname, 'localhost-cert.pem')),
    },
    async (request: IncomingMessage, response: ServerResponse) => {
      response.setHeader('access-control-allow-origin', '*')
      response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*')
      response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
      response.setHeader('access-control-expose-headers', '*')
      if (request.method === 'OPTIONS') {
        response.writeHead(204)
        response.end()
        return
      }
      let raw = ''
      for await (const chunk of request) raw += chunk
      const received = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw || '{}'),
      }
      requests.push(received)
      await handler(received, response)
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`

  return {
    requests,
    /** Sets how the next requests are answered. */
    respond(next: Handler) {
      handler = next
    },
    /** Answers with these chunks, streamed; the first `before` go out at once, the rest after `release()`. */
    stream(chunks: string[], before = chunks.length) {
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      handler = async (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        chunks.slice(0, before).forEach((chunk) => response.write(sseChunk(chunk)))
        await released
        chunks.slice(before).forEach((chunk) => response.write(sseChunk(chunk)))
        if (!response.destroyed) response.end('data: [DONE]\n\n')
      }
      return { release: () => release() }
    },
    /** Sends the headers and these chunks, then nothing more: a stream that stopped mid-way (none: after headers). */
    stall(chunks: string[] = []) {
      handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        chunks.forEach((chunk) => response.write(sseChunk(chunk)))
      }
    },
    /** Never answers at all. */
    hang() {
      handler = () => undefined
    },
    /** Streams data that is not the provider's JSON. */
    garble() {
      handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        response.end('data: {"choices": [{"delta": {"content": "Hel\n\ndata: }}not json{{\n\ndata: [DONE]\n\n')
      }
    },
    /** Answers with an error status and an OpenAI-style error body. */
    fail(
      status: number,
      error: { message: string; type?: string; code?: string },
      headers: Record<string, string> = {},
    ) {
      handler = (_request, response) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers })
        response.end(JSON.stringify({ error: { type: 'error', ...error } }))
      }
    },
    /** Reroutes the page's provider requests here. */
    async attach(page: Page) {
      await page.route('https://api.openai.com/**', (route) => {
        const url = new URL(route.request().url())
        return route.continue({ url: `${origin}${url.pathname}${url.search}` })
      })
    },
    /** Stops the server, also ending the page's idle keep-alive connections (the page may still be open). */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>

import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

/** The npm scope (`radix-ui`) when every module of a chunk comes from packages in that one scope, else undefined. */
function sharedLibrary(moduleIds: readonly string[]) {
  const scopes = new Set(moduleIds.map((id) => /node_modules\/(@[^/]+)\//.exec(id)?.[1]))
  const [scope] = scopes
  return scopes.size === 1 && scope ? scope.slice(1) : undefined
}

/**
 * Marks the entry chunk for eager compilation, with V8's explicit compile hint (Chrome 136+; a comment elsewhere).
 * Nearly all of it (React DOM, the router, the section renderers) runs to hydrate, so V8 compiles it on a background
 * thread as it streams in, rather than function by function on the main thread during hydration. The comment must
 * open the file, so it is written last: minification would drop it, and Vite puts its preload map first.
 */
function compileHint(): Plugin {
  return {
    name: 'entry-compile-hint',
    apply: 'build',
    writeBundle({ dir = '' }, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue
        const file = join(dir, chunk.fileName)
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`)
      }
    },
  }
}

// One config for the client build, the SSR build (`vite build --ssr`) and the unit tests.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compileHint()])],
  publicDir: 'src/public',
  // Each prerendered page carries its CSS in one <style> (TanStack Router's inlineCss); the client reads it back.
  define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, rollupOptions: { input: 'src/entry-server.tsx' } }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // A chunk of library code shared by lazy chunks is named after its folder (`dist`); name it after the library.
          output: { chunkFileNames: (chunk) => `assets/${sharedLibrary(chunk.moduleIds) ?? '[name]'}-[hash].js` },
        },
      },
  ssr: { noExternal: isSsrBuild ? true : undefined },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Many content tests run the whole content check, which calibrates the assistant out of fold on the tune
    // questions, once or twice: 11 s a check on an idle 2-core machine in stop 58 (1,671 tune questions), so a test
    // with two took 27 s, and twice as long with vitest's workers and a build beside it. A limit, not a budget:
    // `npm run bench:content` measures the check's time.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // GitHub's workflow parser imports its schema JSON without an import attribute, which Node refuses.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
}))

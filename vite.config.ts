import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** The npm scope (`radix-ui`) when every module of a chunk comes from packages in that one scope, else undefined. */
function sharedLibrary(moduleIds: readonly string[]) {
  const scopes = new Set(moduleIds.map((id) => /node_modules\/(@[^/]+)\//.exec(id)?.[1]))
  const [scope] = scopes
  return scopes.size === 1 && scope ? scope.slice(1) : undefined
}

// One config for the client build, the SSR build (`vite build --ssr`) and the unit tests.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
    // GitHub's workflow parser imports its schema JSON without an import attribute, which Node refuses.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
}))

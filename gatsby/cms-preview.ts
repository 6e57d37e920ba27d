import path from "node:path"
import { build, type Plugin } from "esbuild"

const ENTRY = path.resolve("src", "cms", "preview.tsx")

/**
 * Node's own modules, which some shared code loads for work only the build does (a digest, reading
 * a file); the preview never calls them, so in the browser they are empty.
 */
const buildOnlyModules: Plugin = {
  name: "build-only-modules",
  setup(bundle) {
    bundle.onResolve({ filter: /^node:/ }, args => ({ path: args.path, namespace: "build-only" }))
    bundle.onLoad({ filter: /.*/, namespace: "build-only" }, () => ({ contents: "module.exports = {}", loader: "js" }))
  },
}

/**
 * Bundles the CMS's previews (src/cms/preview.tsx) with the site's components and CSS into
 * `outdir`/preview.js and preview.css, for /admin only: no page of the site loads them. Gatsby's
 * Link and graphql get stand-ins there (src/cms/gatsby-stand-in.tsx): the CMS has no router, no GraphQL.
 */
export async function bundleCmsPreview(outdir: string): Promise<void> {
  await build({
    entryPoints: { preview: ENTRY },
    outdir,
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    alias: { gatsby: path.resolve("src", "cms", "gatsby-stand-in.tsx") },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [buildOnlyModules],
    logLevel: "silent",
  })
}

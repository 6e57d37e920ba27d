import path from "node:path"
import { build, stop, type Plugin } from "esbuild"
import type { GatsbyCache } from "gatsby"
import { writeUnlessUnchanged, type Written } from "./build/derived-output"

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
 * Link and graphql get stand-ins there (src/cms/gatsby-stand-in.tsx): the CMS has no router, no
 * GraphQL. esbuild's service process would otherwise live until the build ends, holding about
 * 50 MiB through its busiest part for a bundle nothing else needs: it is stopped once the previews
 * are made.
 */
export async function bundlePreview(outdir: string): Promise<Written> {
  const { metafile } = await build({
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
    metafile: true,
  }).finally(stop)
  return {
    // esbuild takes JSX, decorators and paths from tsconfig.json, side effects from package.json, and names neither.
    // Files only: Node's modules are the stand-ins above, and a package's browser field can turn one off ("(disabled):fs").
    read: [...Object.keys(metafile.inputs).filter(input => !/^[^/]*:/.test(input)), "tsconfig.json", "package.json"].map(input => path.resolve(input)),
    wrote: Object.keys(metafile.outputs).map(file => path.resolve(file)),
  }
}

/**
 * The previews (bundlePreview) in a build: one that changes none of the files the last bundle was
 * made from keeps it; a new file that would change what an import resolves to is not noticed until
 * one of those changes.
 */
export async function bundleCmsPreview(outdir: string, { cache, siteDirectory }: { cache: Pick<GatsbyCache, "get" | "set" | "del">; siteDirectory: string }): Promise<void> {
  await writeUnlessUnchanged(cache, { name: "cms preview", siteDirectory }, () => bundlePreview(outdir))
}

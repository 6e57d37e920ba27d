import path from "node:path"
import { build, type Plugin } from "esbuild"
import type { GatsbyCache } from "gatsby"
import { writeUnlessUnchanged } from "./derived-output"

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
 * GraphQL. A build that changes none of the files the last bundle was made from keeps it.
 */
export async function bundleCmsPreview(outdir: string, cache: GatsbyCache): Promise<void> {
  const outputs = ["preview.js", "preview.css"].map(file => path.join(outdir, file))
  await writeUnlessUnchanged(cache, { name: "cms preview", siteDirectory: process.cwd(), outputs }, async () => {
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
    })
    // Files only: Node's modules are the stand-ins above, and a package's browser field can turn one off ("(disabled):fs").
    return Object.keys(metafile.inputs)
      .filter(input => !/^[^/]*:/.test(input))
      .map(input => path.resolve(input))
  })
}

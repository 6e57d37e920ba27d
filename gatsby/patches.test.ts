/** @jest-environment node */
import { spawn, spawnSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import vm from "node:vm"
import { appStartMarkup } from "../src/lib/app-start"
import { startAppAfterPaint } from "./app-start"
import { testFolder } from "./test-support/folder"
import { fromGatsby, runWebpack, webpack } from "./test-support/webpack"

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))

// What the patches in patches/ (applied by `npm install`, through patch-package) change in the installed packages.

/**
 * Runs `script` in a Node process of its own, as a build's process, in `cwd` with the site's packages
 * to require; expects it to write nothing to stderr, and gives what it wrote to stdout.
 */
function runNode(script: string, cwd = __dirname, env: NodeJS.ProcessEnv = {}): string {
  const ran = spawnSync(process.execPath, ["-e", script], { cwd, env: { ...process.env, NODE_PATH: path.join(__dirname, "..", "node_modules"), ...env }, encoding: "utf8" })
  expect(ran.stderr).toBe("")
  return ran.stdout
}

it("lets a process that ran queries quit while Gatsby's query cache waits to be cleared (patches/gatsby+5.16.1.patch)", () => {
  // Gatsby restarts its query workers after the queries and kills each one that has not quit within
  // a second; unpatched, the five-second timer that clears the cache kept every one of them alive.
  const worker = `
    const { GraphQLRunner } = require("gatsby/dist/query/graphql-runner")
    const runner = new GraphQLRunner({ getState: () => ({ schema: {}, schemaCustomization: { composer: {} } }) })
    const timers = () => process.getActiveResourcesInfo().filter(type => type === "Timeout").length
    const before = timers()
    runner.scheduleClearCache()
    console.log(timers() - before)
  `
  // the timers that keep the process alive: none more
  expect(runNode(worker).trim()).toBe("0")
})

it("still clears Gatsby's query cache five seconds after the last query, once (patches/gatsby+5.16.1.patch)", () => {
  jest.useFakeTimers()
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { GraphQLRunner } = require("gatsby/dist/query/graphql-runner")
    const runner = new GraphQLRunner({ getState: () => ({ schema: {}, schemaCustomization: { composer: {} } }) })
    const clearCache = jest.spyOn(runner, "clearCache")
    for (let query = 0; query < 3; query++) {
      runner.scheduleClearCache()
      jest.advanceTimersByTime(4_000)
    }
    expect(clearCache).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1_000)
    expect(clearCache).toHaveBeenCalledTimes(1)
  } finally {
    jest.useRealTimers()
  }
})

describe("Gatsby's browser runtime (patches/gatsby+5.16.1.patch)", () => {
  const folder = testFolder("gatsby-runtime-")

  it("leaves the loader's code for partial hydration, which this site does not use, out of the browser bundle", async () => {
    // Partial hydration is off (Gatsby defines the flag false), yet the loader's branch that reads its
    // server payload was kept, with an import of react-server-dom-webpack and webpack's runtime for it.
    fs.writeFileSync(path.join(folder.path(), "index.js"), `import { ProdLoader } from ${JSON.stringify(path.join(gatsbyDir, "cache-dir", "loader.js"))}\nglobalThis.loader = ProdLoader`)
    fs.writeFileSync(path.join(folder.path(), "redirects.json"), "[]")
    await runWebpack({
      mode: "production",
      context: folder.path(),
      entry: "./index.js",
      output: { path: path.join(folder.path(), "public") },
      resolve: { alias: { [path.join(gatsbyDir, "cache-dir", "redirects.json")]: path.join(folder.path(), "redirects.json") }, modules: [path.join(gatsbyDir, "node_modules"), path.join(__dirname, "..", "node_modules")] },
      plugins: [new webpack.DefinePlugin({ "global.hasPartialHydration": false, __BASE_PATH__: '""', __PATH_PREFIX__: '""', __TRAILING_SLASH__: '"never"' })],
      infrastructureLogging: { level: "none" },
    })
    const built = fs
      .readdirSync(path.join(folder.path(), "public"))
      .filter(file => file.endsWith(".js"))
      .map(file => fs.readFileSync(path.join(folder.path(), "public", file), "utf8"))
    expect(built).toHaveLength(1)
    expect(built[0]).toContain("loadPageDataJson")
    expect(built[0]).not.toContain("createFromReadableStream")
  })

  /**
   * The scripts slice Gatsby stitches into every page, as its stats extractor writes it for an app of
   * one page, after `configure` has had the plugin. The extractor writes only when the app's chunks
   * change, so each call's page has a name of its own.
   */
  let builds = 0
  async function scriptsSlice(configure: (extractor: object) => void = () => undefined): Promise<string> {
    builds += 1
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { GatsbyWebpackStatsExtractor } = require(fromGatsby("gatsby/dist/utils/gatsby-webpack-stats-extractor"))
    fs.writeFileSync(path.join(folder.path(), "index.js"), `import(/* webpackChunkName: "component---src-pages-page-${builds}-tsx" */ "./page.js")`)
    fs.writeFileSync(path.join(folder.path(), "page.js"), "export default 1")
    const extractor = new GatsbyWebpackStatsExtractor("")
    configure(extractor)
    const cwd = process.cwd()
    const slices = process.env.GATSBY_SLICES
    process.chdir(folder.path())
    process.env.GATSBY_SLICES = "true"
    try {
      await runWebpack({
        mode: "production",
        context: folder.path(),
        entry: { app: "./index.js" },
        output: { path: path.join(folder.path(), "public") },
        plugins: [extractor],
        infrastructureLogging: { level: "none" },
      })
    } finally {
      process.chdir(cwd)
      process.env.GATSBY_SLICES = slices
    }
    return fs.readFileSync(path.join(folder.path(), "public", "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")
  }

  it("gives the loader an empty chunk mapping in every page, in place of a string of every template's chunk name that it never found anything in", async () => {
    const scripts = await scriptsSlice()
    const mapping = scripts.match(/<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/)
    expect(mapping).not.toBeNull()
    const page = { window: {} as { ___chunkMapping?: Record<string, string[]> } }
    vm.runInNewContext(mapping![1], vm.createContext(page))
    expect(page.window.___chunkMapping).toEqual({})
    // and still the app's script
    expect(scripts).toContain('<script src="/app.js" async></script>')
  })

  it("writes the tags that start the app as the site gives them (gatsby/app-start.ts), given the app's scripts and Gatsby's setup", async () => {
    const scripts = await scriptsSlice(extractor => startAppAfterPaint({ plugins: [extractor] }))
    // Gatsby's chunk mapping and compilation hash go into the site's one script, ahead of its start.
    const setup = scripts.match(/window\.___chunkMapping=\{\};window\.___webpackCompilationHash="[0-9a-f]+";/)?.[0]
    expect(setup).toBeDefined()
    expect(scripts).toBe(appStartMarkup(["/app.js"], setup!))
  })
})

describe("Gatsby's query extraction between builds (patches/gatsby+5.16.1.patch)", () => {
  const folder = testFolder("gatsby-file-parser-")

  /**
   * One build's query extraction of `file`, in a process of its own with the folder as the site: the
   * GraphQL documents Gatsby found, the errors and warnings it reported, whether the file exports a
   * Head, how many times Babel parsed it, and how many files' results the cache holds.
   */
  function extract(file: string): { documents: unknown[]; errors: string[]; warnings: string[]; head: boolean; parses: number; kept: number } {
    const build = `
      const parser = require(${JSON.stringify(fromGatsby("gatsby/dist/utils/babel-parse-to-ast"))})
      const parse = parser.babelParseToAst
      let parses = 0
      parser.babelParseToAst = (...args) => (parses++, parse(...args))
      const report = require("gatsby-cli/lib/reporter")
      const warnings = []
      report.warn = message => void warnings.push(String(message))
      const FileParser = require("gatsby/dist/query/file-parser").default
      const { store } = require("gatsby/dist/redux")
      const { print } = require(${JSON.stringify(fromGatsby("graphql"))})
      const file = ${JSON.stringify(path.join(folder.path(), file))}
      store.dispatch({ type: "CREATE_PAGE", plugin: { name: "site" }, payload: { path: "/", componentPath: file, componentChunkName: "component---page" } })
      const errors = []
      new FileParser().parseFiles([file], error => errors.push(error.id)).then(found => {
        const documents = found.map(({ doc, ...document }) => ({ ...document, doc: print(doc), definitions: doc.definitions.map(definition => definition.loc) }))
        // not console.log, which Gatsby's reporter takes over and wraps at 80 columns
        const kept = require("gatsby/dist/utils/get-cache").getCache("gatsby-file-parser").getDb().getKeysCount()
        process.stdout.write(JSON.stringify({ documents, errors, warnings, head: store.getState().components.get(file).Head, parses, kept }), () => process.exit(0))
      })
    `
    return JSON.parse(runNode(build, folder.path()))
  }

  const page = (title: string) => `
    import * as React from "react"
    import { graphql, useStaticQuery } from "gatsby"
    export default function Page() {
      const site = useStaticQuery(graphql\`{ site { siteMetadata { ${title} } } }\`)
      return <p>{site.siteMetadata.${title}}</p>
    }
    export const Head = () => <title>Page</title>
    export const query = graphql\`
      query ($id: String!) { article(id: { eq: $id }) { ${title} } }
    \`
  `

  it("gives the next build the documents of an unchanged file without parsing it again, and parses it again once it changes", () => {
    folder.write("page.tsx", page("title"))
    const first = extract("page.tsx")
    expect(first.parses).toBe(1)
    expect(first.documents).toHaveLength(2)
    expect(first.head).toBe(true)
    // the static query's and the page query's names, which Gatsby makes when the query has none
    expect(first.documents).toEqual([
      expect.objectContaining({ isStaticQuery: true, isHook: true, doc: expect.stringMatching(/^query static\w+ \{/) }),
      expect.objectContaining({ isStaticQuery: false, isHook: false, doc: expect.stringMatching(/^query page\w+\(\$id: String!\)/) }),
    ])

    const next = extract("page.tsx")
    expect(next.parses).toBe(0)
    expect(next).toEqual({ ...first, parses: 0 })

    folder.write("page.tsx", page("description"))
    const changed = extract("page.tsx")
    expect(changed.parses).toBe(1)
    // the file's new results in place of its old ones
    expect(changed.kept).toBe(1)
    expect(changed.documents).toEqual([
      expect.objectContaining({ doc: expect.stringContaining("description") }),
      expect.objectContaining({ doc: expect.stringContaining("description") }),
    ])
  })

  it("warns about a file in every build, not only the first", () => {
    // a query Gatsby cannot find: the hook is given a variable imported from elsewhere
    folder.write("page.tsx", `import { graphql, useStaticQuery } from "gatsby"\nimport { siteQuery } from "./queries"\nexport default function Page() { return useStaticQuery(siteQuery) }\n`)
    for (const build of [extract("page.tsx"), extract("page.tsx")]) {
      expect(build.warnings).toEqual([expect.stringContaining("siteQuery")])
    }
  })

  it("reports a file that does not parse in every build, not only the first", () => {
    folder.write("page.tsx", `${page("title")}\nexport const broken = <p>`)
    for (const build of [extract("page.tsx"), extract("page.tsx")]) {
      expect(build.parses).toBe(1)
      expect(build.documents).toEqual([])
      // Gatsby's "There was a problem parsing" a component
      expect(build.errors).toEqual(["85911"])
    }
  })
})

describe("Gatsby's compilation of gatsby-node (patches/gatsby+5.16.1.patch, patches/@parcel+core+2.8.3.patch)", () => {
  const folder = testFolder("gatsby-parcel-", {
    "package.json": JSON.stringify({ name: "site", private: true }),
    "node_modules/dependency/index.js": "module.exports = 1",
  })
  const gatsbyNode = (message: string) => `import dependency from "dependency"\nexport const onPreInit = () => console.log("${message}", dependency)\n`

  /** One build's compilation, as Gatsby runs it: what it wrote, and the paths of Parcel's snapshot of the site. */
  function compile(): { compiled: string; snapshot: string[] } {
    const run = `require("gatsby/dist/utils/parcel/compile-gatsby-files").runParcel(process.cwd()).then(() => process.exit(0))`
    runNode(run, folder.path(), { PARCEL_WORKERS: "0" })
    const cache = path.join(folder.path(), ".cache", ".parcel-cache")
    const snapshots = fs.readdirSync(cache).filter(file => file.endsWith(".txt"))
    expect(snapshots).toHaveLength(1)
    return {
      compiled: fs.readFileSync(path.join(folder.path(), ".cache", "compiled", "gatsby-node.js"), "utf8"),
      snapshot: fs.readFileSync(path.join(cache, snapshots[0]), "utf8").split("\n").flatMap(line => line.match(/\/\S+/g) ?? []),
    }
  }

  it("leaves node_modules out of Parcel's snapshot of the site, which the compilation does not bundle", () => {
    folder.write("gatsby-node.ts", gatsbyNode("first"))
    const { compiled, snapshot } = compile()
    expect(compiled).toContain('"first"')
    // the dependency stays a require
    expect(compiled).toContain('"dependency"')
    expect(compiled).not.toContain("module.exports = 1")
    expect(snapshot.some(file => file.startsWith(path.join(folder.path(), "gatsby-node.ts")))).toBe(true)
    expect(snapshot.filter(file => file.includes("node_modules"))).toEqual([])
  })

  it("writes gatsby-node as it was written, with its own names, for Node to run rather than minified", () => {
    folder.write("gatsby-node.ts", `function greetingFor(site: string): string {\n  return "hello " + site\n}\nexport const onPreInit = () => console.log(greetingFor("site"))\n`)
    const { compiled } = compile()
    // A build error in the site's build code names the function it was thrown in.
    expect(compiled).toMatch(/function greetingFor\(site\)/)
  })

  it("still compiles gatsby-node again once it changes, and writes it again once Gatsby has emptied the output's folder", () => {
    folder.write("gatsby-node.ts", gatsbyNode("first"))
    compile()
    folder.write("gatsby-node.ts", gatsbyNode("second"))
    expect(compile().compiled).toContain('"second"')
    fs.rmSync(path.join(folder.path(), ".cache", "compiled"), { recursive: true })
    expect(compile().compiled).toContain('"second"')
  })
})

describe("Gatsby's page queries beside the bundles (patches/gatsby+5.16.1.patch)", () => {
  // The site notes in order.log when its page's query runs and when each of webpack's two builds ends.
  const folder = testFolder("gatsby-query-order-", {
    "package.json": JSON.stringify({ name: "site", private: true, dependencies: { gatsby: "*", react: "*", "react-dom": "*" } }),
    "gatsby-config.js": `module.exports = { siteMetadata: { title: "A title from a query" } }`,
    "gatsby-node.js": `const fs = require("fs")
const note = line => fs.appendFileSync(require("path").join(process.cwd(), "order.log"), line + "\\n")
exports.createResolvers = ({ createResolvers }) =>
  createResolvers({ Site: { queried: { type: "Boolean", resolve: () => (note("query"), true) } } })
exports.onCreateWebpackConfig = ({ stage, actions }) =>
  actions.setWebpackConfig({ plugins: [{ apply: compiler => compiler.hooks.done.tap("order", () => note("built " + stage)) }] })
`,
  })
  const page = (extra: string) =>
    `import * as React from "react"\nimport { graphql } from "gatsby"\nexport default function Page({ data }) { return <p>{data.site.siteMetadata.title}</p> }\nexport const query = graphql\`{ site { queried siteMetadata { title } } }\`\n${extra}`
  const order = (): string[] => {
    const file = path.join(folder.path(), "order.log")
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n") : []
  }

  /** A build of the folder's site on two cores, to its end or until `order.log` has the line `stopAt`; whether it ended well. */
  function build(stopAt?: string): Promise<boolean> {
    fs.symlinkSync(path.join(__dirname, "..", "node_modules"), path.join(folder.path(), "node_modules"))
    const child = spawn(process.execPath, [path.join(gatsbyDir, "cli.js"), "build"], {
      cwd: folder.path(),
      env: { ...process.env, NODE_OPTIONS: "", CI: "true", GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CPU_COUNT: "2" },
      // a group of its own, so that stopping it stops its workers too
      detached: true,
      stdio: "ignore",
    })
    const watch = stopAt ? setInterval(() => order().includes(stopAt) && process.kill(-child.pid!, "SIGKILL"), 100) : undefined
    return new Promise(resolve =>
      child.on("exit", code => {
        clearInterval(watch)
        resolve(code === 0)
      }),
    )
  }

  it("runs the page queries while webpack builds the bundles, when no template needs the HTML renderer to say how its pages are built", async () => {
    folder.write("src/pages/index.js", page(""))
    expect(await build()).toBe(true)
    expect(order().indexOf("query")).toBeGreaterThanOrEqual(0)
    expect(order().indexOf("query")).toBeLessThan(order().indexOf("built build-javascript"))
    const pageData = JSON.parse(fs.readFileSync(path.join(folder.path(), "public", "page-data", "index", "page-data.json"), "utf8"))
    expect(pageData.result.data).toEqual({ site: { queried: true, siteMetadata: { title: "A title from a query" } } })
  }, 120_000)

  it("still runs them after the HTML renderer when a template has a config export, which the renderer evaluates", async () => {
    folder.write("src/pages/index.js", page("export async function config() {\n  return () => ({ defer: false })\n}\n"))
    // After the renderer Gatsby goes on to bundle the engines that a config export calls for (which
    // fails on this install: they may not import sharp's binary); the order so far is what counts.
    await build("built build-html")
    expect(order().slice(0, 2)).toEqual(["built build-javascript", "built build-html"])
  }, 120_000)
})

describe("gatsby-plugin-sharp's WebP encoder effort (patches/gatsby-plugin-sharp+5.16.0.patch)", () => {
  const folder = testFolder("webp-effort-")

  it("encodes WebP with the effort the plugin's options give, and with sharp's own without it", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sharp = require("sharp") as typeof import("sharp")
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { processFile } = require("gatsby-plugin-sharp/process-file")
    // A picture with detail, where the effort shows in the bytes.
    const noise = Buffer.from(Array.from({ length: 320 * 200 * 3 }, (_, i) => (i * 7919) % 251))
    const input = path.join(folder.path(), "picture.jpg")
    await sharp(noise, { raw: { width: 320, height: 200, channels: 3 } }).jpeg({ quality: 90 }).toFile(input)
    const encode = async (options: object) => {
      const outputPath = path.join(folder.path(), `${JSON.stringify(options).replace(/\W/g, "")}.webp`)
      await processFile(input, [{ outputPath, args: { width: 160, toFormat: "webp", quality: 75 } }], options)
      return fs.readFileSync(outputPath)
    }
    const bySharp = (effort: number) => sharp(input).rotate().resize(160).webp({ quality: 75, effort }).toBuffer()
    expect((await encode({ stripMetadata: true, webpEffort: 2 })).equals(await bySharp(2))).toBe(true)
    expect((await encode({ stripMetadata: true })).equals(await bySharp(4))).toBe(true)
    expect((await bySharp(2)).equals(await bySharp(4))).toBe(false)
  })
})

/**
 * A script for `runNode` that holds every call of fs-extra's `call` made by `start` (which sets
 * `done` to a promise of the work's end), counts the calls a queue started at once, lets them go, and
 * prints the count when the work is done. A queue starts all it will at once on microtasks, so all
 * have been made by the next turn of the event loop.
 */
const startedAtOnce = (call: string, start: string) => `
  const fsExtra = require("fs-extra")
  const original = fsExtra.${call}
  const held = []
  fsExtra.${call} = (...args) => new Promise(resolve => held.push(() => resolve(original(...args))))
  ${start}
  setImmediate(() => {
    const started = held.length
    fsExtra.${call} = original
    held.forEach(call => call())
    done.then(() => console.log(started))
  })
`

describe("gatsby-plugin-sharp's picture jobs at once (patches/gatsby-plugin-sharp+5.16.0.patch)", () => {
  const folder = testFolder("picture-jobs-")

  /**
   * Gives four picture jobs to the plugin's job runner in a process of its own on `cores` cores, and
   * gives how many it started before any had finished: each job starts by reading its picture, and
   * the reads wait until the count is taken.
   */
  async function jobsStartedAtOnce(cores: number, env: NodeJS.ProcessEnv = {}): Promise<number> {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sharp = require("sharp") as typeof import("sharp")
    const input = path.join(folder.path(), "picture.jpg")
    await sharp({ create: { width: 640, height: 400, channels: 3, background: "#345" } }).jpeg().toFile(input)
    const script = startedAtOnce(
      "readFile",
      `
        const { IMAGE_PROCESSING } = require("gatsby-plugin-sharp/gatsby-worker")
        const job = n => IMAGE_PROCESSING({
          inputPaths: [{ path: ${JSON.stringify(input)} }],
          outputDir: ${JSON.stringify(folder.path())},
          args: { operations: [480, 960].map(width => ({ outputPath: n + "-" + width + ".webp", args: { width, toFormat: "webp" } })), pluginOptions: {} },
        })
        const done = Promise.all([1, 2, 3, 4].map(job))
      `,
    )
    return Number(runNode(script, __dirname, { GATSBY_CPU_COUNT: String(cores), ...env }).trim())
  }

  it("runs one job a core in the build's main process, where a job's encodes leave the main thread free", async () => {
    expect(await jobsStartedAtOnce(2)).toBe(2)
    expect(await jobsStartedAtOnce(1)).toBe(1)
  })

  it("runs one job at a time in a query worker, which has a core of its own", async () => {
    expect(await jobsStartedAtOnce(2, { GATSBY_WORKER_POOL_WORKER: "true" })).toBe(1)
  })
})

describe("gatsby-plugin-sharp's picture jobs, one a picture and sizes (patches/gatsby-plugin-sharp+5.16.0.patch)", () => {
  const folder = testFolder("picture-once-")

  it("creates one job for pages that ask for the same picture at the same sizes, and a new one for other sizes or a changed picture", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sharp = require("sharp") as typeof import("sharp")
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#345" } }).jpeg().toFile(path.join(folder.path(), "picture.jpg"))
    // In a process of its own, whose working folder receives the pictures' folders, as a build's does.
    const script = `
      const sharpPlugin = require("gatsby-plugin-sharp")
      const { generateImageData } = require("gatsby-plugin-sharp/image-data")
      const jobs = []
      sharpPlugin.setActions({ createJobV2: job => (jobs.push(job.args.operations.map(operation => operation.outputPath)), Promise.resolve({})) })
      const reporter = { warn: message => console.error(message), panic: error => { throw error } }
      const file = { absolutePath: require("node:path").resolve("picture.jpg"), name: "picture", extension: "jpg", base: "picture.jpg", internal: { contentDigest: "first" } }
      const ask = (file, width) => generateImageData({ file, args: { width, layout: "constrained", formats: ["webp"], placeholder: "none" }, reporter })
      ;(async () => {
        const asks = [await ask(file, 480), await ask(file, 480), await ask(file, 240), await ask({ ...file, internal: { contentDigest: "changed" } }, 480)]
        console.log(JSON.stringify({ jobs, sameImages: JSON.stringify(asks[0]) === JSON.stringify(asks[1]) }))
      })()
    `
    const { jobs, sameImages } = JSON.parse(runNode(script, folder.path()))
    expect(sameImages).toBe(true)
    expect(jobs).toHaveLength(3)
    expect(jobs[1]).not.toEqual(jobs[0])
    expect(jobs[2]).toEqual(jobs[0])
    expect(fs.readdirSync(path.join(folder.path(), "public", "static")).sort()).toEqual(["changed", "first"])
  })
})

describe("the Netlify adapter's moves of pages to their addresses (patches/gatsby-adapter-netlify+1.4.0.patch)", () => {
  const folder = testFolder("pretty-urls-")

  it("moves sixteen pages at a time, each to its address's file", () => {
    const pages = Array.from({ length: 40 }, (_, i) => `page-${i}`)
    for (const page of pages) folder.write(`public/${page}/index.html`, page)
    const script = startedAtOnce(
      "move",
      `
        // The package exports only its entry; the module is its neighbour.
        const { createStaticAssetsPathHandler } = require(require("node:path").join(require.resolve("gatsby-adapter-netlify"), "..", "pretty-urls.js"))
        const { ensureStaticAssetPath, fileMovingDone } = createStaticAssetsPathHandler()
        for (const page of ${JSON.stringify(pages)}) ensureStaticAssetPath("public/" + page + "/index.html", "/" + page)
        const done = fileMovingDone()
      `,
    )
    expect(Number(runNode(script, folder.path()).trim())).toBe(16)
    expect(pages.map(page => fs.readFileSync(path.join(folder.path(), "public", `${page}.html`), "utf8"))).toEqual(pages)
    expect(pages.filter(page => fs.existsSync(path.join(folder.path(), "public", page, "index.html")))).toEqual([])
  })
})

describe("Gatsby's list of the files the adapter publishes (patches/gatsby+5.16.1.patch)", () => {
  const folder = testFolder("public-files-", {
    "index.html": "",
    ".well-known/security.txt": "",
    "page-data/app-data.json": "",
    "page-data/blog/page-data.json": "",
    "static/a1b2/480.webp": "",
    "static/photo-a1b2.JPG": "",
    "Zones/index.html": "",
    "_headers": "",
    "404.html": "",
    "ñandú.html": "",
  })

  it("lists every file under public/, dot files too and no folders, as glob does and in its order", () => {
    fs.mkdirSync(path.join(folder.path(), "empty", "nested"), { recursive: true })
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { filesIn } = require("gatsby/dist/utils/adapter/manager")
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const glob = require("glob") as { sync: (pattern: string, options: object) => string[] }
    const files = filesIn(folder.path())
    expect(files).toEqual(glob.sync("**/**", { cwd: folder.path(), nodir: true, dot: true }))
    expect(files).toHaveLength(10)
    expect(files).toContain(".well-known/security.txt")
  })
})

describe("gatsby-plugin-sharp's dominant colour (patches/gatsby-plugin-sharp+5.16.0.patch)", () => {
  const folder = testFolder("dominant-colour-")

  it("gives each picture's placeholder the dominant colour sharp's stats() gives it", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sharp = require("sharp") as typeof import("sharp")
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { getImageMetadata } = require("gatsby-plugin-sharp/image-data")
    const raw = (width: number, height: number, channels: 1 | 2 | 3 | 4, pixel: (x: number, y: number) => number[]) =>
      sharp(Buffer.from(Array.from({ length: width * height }, (_, i) => pixel(i % width, Math.floor(i / width))).flat()), { raw: { width, height, channels } })
    // Halves of equal size whose colours fall in bins apart in one channel: which bin wins a tie.
    const halves = (left: number[], right: number[]) => raw(100, 50, 3, x => (x < 50 ? left : right)).png()
    const pictures: Array<[string, import("sharp").Sharp]> = [
      ["noise.jpg", raw(1200, 630, 3, (x, y) => [(x * 7919 + y) % 251, (y * 104729 + x) % 241, (x * y) % 239]).jpeg({ quality: 80 })],
      ["gradient.webp", raw(1200, 630, 3, (x, y) => [Math.floor((x / 1200) * 255), Math.floor((y / 630) * 255), 128]).webp()],
      ["bin-edges.png", raw(64, 64, 3, x => (x < 40 ? [136, 112, 56] : [128, 127, 255])).png()],
      ["transparent.png", raw(300, 200, 4, (x, y) => [x % 256, 40, y % 256, x < 150 ? 0 : 255]).png()],
      ["grey.png", raw(256, 100, 1, x => [x]).png()],
      ["grey-alpha.png", raw(256, 100, 2, x => [x, 255 - x]).png()],
      ["deep.png", raw(240, 160, 3, (x, y) => [x, y, 200]).png({ palette: false }).toColourspace("rgb16")],
      ["tie-red.png", halves([8, 100, 100], [200, 100, 100])],
      ["tie-green.png", halves([100, 200, 100], [100, 8, 100])],
      ["tie-blue.png", halves([100, 100, 200], [100, 100, 8])],
    ]
    for (const [name, picture] of pictures) {
      const absolutePath = path.join(folder.path(), name)
      await picture.toFile(absolutePath)
      // What the plugin did before: stats() of the picture at most 200 px wide and high.
      const small = await sharp(absolutePath).resize(200, 200, { fit: "inside", withoutEnlargement: true }).toBuffer()
      const { dominant } = await sharp(small).stats()
      const expected = `#${[dominant.r, dominant.g, dominant.b].map(channel => channel.toString(16).padStart(2, "0")).join("")}`
      const metadata = await getImageMetadata({ absolutePath, internal: { contentDigest: name } }, true)
      expect({ name, dominantColor: metadata.dominantColor }).toEqual({ name, dominantColor: expected })
    }
  })
})

describe("gatsby-transformer-remark's Markdown trees (patches/gatsby-transformer-remark+6.16.0.patch)", () => {
  const article = { id: "article", frontmatter: {}, internal: { type: "MarkdownRemark", content: "## Flow\n\nText of the article.\n", contentDigest: "1" } }
  const context = { nodeModel: { getNodeById: () => null, findOne: async () => null } }

  /** The plugin's fields as one build's process makes them, over `kept` as Gatsby's cache, with a remark plugin that notes each file it runs on. */
  async function remarkFields(kept: Map<string, unknown>, runs: string[]) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const extendNodeType = require("gatsby-transformer-remark/extend-node-type")
    const countingPlugin = { name: "counting", module: ({ markdownNode }: { markdownNode: { id: string } }) => void runs.push(markdownNode.id), pluginOptions: {} }
    // Gatsby's cache answers asynchronously, as its LMDB cache does.
    const cache = { get: async (key: string) => kept.get(key), set: async (key: string, value: unknown) => (kept.set(key, value), value) }
    return extendNodeType(
      { type: { name: "MarkdownRemark" }, basePath: "", getNode: () => null, getNodesByType: () => [], cache, getCache: () => cache, reporter: { warn: jest.fn(), panicOnBuild: jest.fn() } },
      { plugins: [countingPlugin] },
    )
  }

  it("parses a file and runs the site's remark plugins on it once when one query asks for several of its fields", async () => {
    const runs: string[] = []
    const fields = await remarkFields(new Map(), runs)
    const [html, headings, timeToRead] = await Promise.all([
      fields.html.resolve(article, {}, context),
      fields.headings.resolve(article, {}, context),
      fields.timeToRead.resolve(article, {}, context),
    ])
    expect(html).toContain("Text of the article.")
    expect(headings).toEqual([expect.objectContaining({ value: "Flow", depth: 2 })])
    expect(timeToRead).toBe(1)
    expect(runs).toEqual(["article"])
  })

  it("keeps the fields a query asked for in Gatsby's cache, not the file's trees, and gives them to a later build without parsing the file again", async () => {
    const kept = new Map<string, unknown>()
    const runs: string[] = []
    const built = await remarkFields(kept, runs)
    await Promise.all([built.html.resolve(article, {}, context), built.headings.resolve(article, {}, context)])
    const keptKinds = [...kept.keys()].map(key => key.match(/^transformer-remark-markdown-([a-z-]+?)-(?:1|article)-/)?.[1])
    expect(keptKinds.sort()).toEqual(["headings", "html", "node-dependencies"])

    const later = await remarkFields(kept, runs)
    expect(await later.html.resolve(article, {}, context)).toContain("Text of the article.")
    expect(await later.headings.resolve(article, {}, context)).toEqual([expect.objectContaining({ value: "Flow", depth: 2 })])
    expect(runs).toEqual(["article"])
  })
})

describe("gatsby-core-utils' digest of a file (patches/gatsby-core-utils+4.16.0.patch)", () => {
  const folder = testFolder("md5-file-")

  it("gives each file's MD5, as gatsby-source-filesystem records it, without a WebAssembly instance for each", () => {
    const files = Array.from({ length: 20 }, (_, i) => `file-${i}.md`)
    files.forEach((file, i) => folder.write(file, `Article ${i}\n`.repeat(i * 5000)))
    const script = `
      let instances = 0
      const instantiate = WebAssembly.instantiate
      WebAssembly.instantiate = (...args) => (instances++, instantiate(...args))
      const { md5File } = require("gatsby-core-utils")
      Promise.all(${JSON.stringify(files)}.map(file => md5File(file))).then(digests => process.stdout.write(JSON.stringify({ digests, instances })))
    `
    const { digests, instances } = JSON.parse(runNode(script, folder.path()))
    expect(digests).toEqual(files.map(file => crypto.createHash("md5").update(fs.readFileSync(path.join(folder.path(), file))).digest("hex")))
    expect(instances).toBe(0)
  })
})

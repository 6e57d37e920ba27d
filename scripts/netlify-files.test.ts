import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import fc from "fast-check"
import redirector from "netlify-redirector"
import { answerFor, fileIn, rewritesIn, type Rewrite } from "./netlify-files.mjs"

const withBuild = async <T>(files: Record<string, string>, check: (dir: string) => Promise<T>): Promise<T> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-files-"))
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    return await check(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe("rewritesIn", () => {
  it("keeps the rewrites to files of the adapter's _redirects, and leaves redirects, functions and other sites to the CLI", async () => {
    const redirects = [
      "",
      "# gatsby-adapter-netlify start",
      "/article/a-post/es  /article/a-post  302",
      "/api/pexels-search  /.netlify/functions/pexels-search  200",
      "/elsewhere/*  https://example.org/:splat  200",
      "/page-data/backstage/*  /page-data/backstage/[...]  200",
      "/backstage/*  /backstage/[...].html  200",
      "/feed  /rss.xml  200!",
      "",
    ].join("\n")
    await expect(withBuild({ _redirects: redirects }, rewritesIn)).resolves.toEqual([
      { from: "/page-data/backstage/*", to: "/page-data/backstage/[...]", force: false },
      { from: "/backstage/*", to: "/backstage/[...].html", force: false },
      { from: "/feed", to: "/rss.xml", force: true },
    ])
  })

  it("finds none in a build without _redirects", async () => {
    await expect(withBuild({ "index.html": "<!doctype html>" }, rewritesIn)).resolves.toEqual([])
  })

  it("stops naming the file where Netlify would refuse a rule", async () => {
    await expect(withBuild({ _redirects: "/a/*  /b.html  200\n/lonely\n" }, rewritesIn)).rejects.toThrow(/_redirects: .*lonely/s)
  })

  it.each([
    ["a placeholder", "/tag/:name  /tags/[name].html  200"],
    ["a splat carried into the file", "/notes/*  /notes/:splat.html  200"],
    ["a language condition", "/  /es.html  200  Language=es"],
    ["a query", "/search  q=:q  /search.html  200"],
    ["a query in the file", "/search  /search.html?page=1  200"],
    ["a status of its own", "/es/*  /es/404.html  404"],
    ["another site's address", "https://old.example.org/*  /index.html  200"],
  ])("stops naming the file at a rewrite it cannot answer as Netlify does: %s", async (_name, rule) => {
    await expect(withBuild({ _redirects: `${rule}\n` }, rewritesIn)).rejects.toThrow(/_redirects: the file server cannot answer the rule/)
  })
})

describe("answerFor", () => {
  const files = new Set(["/index.html", "/blog.html", "/blog/index.html", "/backstage.html", "/backstage/[...].html", "/rss.xml", "/feed.html", "/docs/index.html"])
  const isFile = (file: string) => files.has(file)
  const adapters: Rewrite[] = [{ from: "/backstage/*", to: "/backstage/[...].html", force: false }]

  it("answers an address with its file, its pretty URL, or, with a final slash, its folder's index", () => {
    expect(answerFor("/", adapters, isFile)).toEqual({ path: "/index.html" })
    expect(answerFor("/rss.xml", adapters, isFile)).toEqual({ path: "/rss.xml" })
    expect(answerFor("/blog", adapters, isFile)).toEqual({ path: "/blog.html" })
    expect(answerFor("/docs/", adapters, isFile)).toEqual({ path: "/docs/index.html" })
    expect(answerFor("/missing", adapters, isFile)).toEqual({ path: "/missing" })
    expect(answerFor("/missing/", adapters, isFile)).toEqual({ path: "/missing/" })
  })

  // The CDN's answers for a page file, a folder and both, as deployed sites answer them.
  it("sends a pretty URL's final slash away, and a folder's address to its slash, keeping what a forced rule takes", () => {
    expect(answerFor("/blog/", adapters, isFile)).toEqual({ redirect: "/blog" })
    expect(answerFor("/feed/", adapters, isFile)).toEqual({ redirect: "/feed" })
    expect(answerFor("/docs", adapters, isFile)).toEqual({ redirect: "/docs/" })
    expect(answerFor("/docs/index.html", adapters, isFile)).toEqual({ path: "/docs/index.html" })
    expect(answerFor("/blog.html", adapters, isFile)).toEqual({ path: "/blog.html" })
    expect(answerFor("/feed/", [{ from: "/feed", to: "/rss.xml", force: true }], isFile)).toEqual({ path: "/rss.xml" })
    expect(answerFor("/docs", [{ from: "/docs", to: "/rss.xml", force: false }], isFile)).toEqual({ redirect: "/docs/" })
  })

  it("never sends a visitor to another site, however the address is written", async () => {
    // Addresses that name a host where a path's start should be, then walk back to a page of the
    // build, found as the file server finds files; the hosts include any a guard might compare with.
    const hosts = ["site.example", "one.invalid", "two.invalid", "example.org"]
    const address = fc
      .tuple(
        fc.constantFrom("", "/", "\\", "/\\", "\\/", "http:", "http:/", "https://", "\t/", "%2f", "%5c", "@"),
        fc.constantFrom("", ...hosts, "user@site.example", "site.example:80"),
        fc.array(fc.constantFrom("/..", "/.", "/%2e%2e", "/x/..", "//"), { maxLength: 3 }),
        fc.constantFrom("/blog", "/docs", "blog", "/"),
        fc.boolean(),
      )
      .map(([start, host, walk, page, slash]) => `/${start}${host}${walk.join("")}${page}${slash ? "/" : ""}`)
    await withBuild({ "blog.html": "x", "blog/index.html": "x", "docs/index.html": "x" }, async dir => {
      fc.assert(
        fc.property(address, requested => {
          const answer = answerFor(requested, adapters, file => fileIn(dir, file) !== undefined)
          if (!("redirect" in answer)) return
          for (const host of hosts) expect(new URL(answer.redirect, `https://${host}`).origin).toBe(`https://${host}`)
        }),
        { seed: 6905, numRuns: 2000 },
      )
    })
  })

  it("sends a visitor to an address that is answered without another redirect", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("/a", "/a/b", "/b"), { maxLength: 3 }), fc.array(fc.constantFrom("/a", "/a/b", "/b"), { maxLength: 3 }), fc.constantFrom("/a", "/a/", "/a/b", "/a/b/", "/b", "/b/"), (pages, folders, requested) => {
        const built = new Set([...pages.map(page => `${page}.html`), ...folders.map(folder => `${folder}/index.html`)])
        const answer = answerFor(requested, [], file => built.has(file))
        if (!("redirect" in answer)) return
        expect(answer.redirect.replace(/\/$/, "")).toBe(requested.replace(/\/$/, ""))
        expect(answerFor(answer.redirect, [], file => built.has(file))).toEqual({ path: expect.stringMatching(/\.html$/) })
      }),
      { seed: 6906, numRuns: 500 },
    )
  })

  it("answers every address below a client-only page's folder with its file, the folder's own page kept", () => {
    expect(answerFor("/backstage/notes-on-a-new-album", adapters, isFile)).toEqual({ path: "/backstage/[...].html" })
    expect(answerFor("/backstage", adapters, isFile)).toEqual({ path: "/backstage.html" })
    expect(answerFor("/backstagex", adapters, isFile)).toEqual({ path: "/backstagex" })
  })

  it("looks up what a rule names as an address is looked up", () => {
    expect(answerFor("/old-blog", [{ from: "/old-blog", to: "/blog", force: false }], isFile)).toEqual({ path: "/blog.html" })
  })

  it("serves a file where the first rule that takes its address is not forced, whatever rules follow", () => {
    const rules = [
      { from: "/feed", to: "/blog.html", force: false },
      { from: "/feed", to: "/rss.xml", force: true },
    ]
    expect(answerFor("/feed", rules, isFile)).toEqual({ path: "/feed.html" })
  })

  it("lets a forced rewrite take an address a file answers", () => {
    expect(answerFor("/feed", [{ from: "/feed", to: "/rss.xml", force: true }], isFile)).toEqual({ path: "/rss.xml" })
    expect(answerFor("/feed/", [{ from: "/feed", to: "/rss.xml", force: true }], isFile)).toEqual({ path: "/rss.xml" })
    expect(answerFor("/feed", [{ from: "/feed", to: "/rss.xml", force: false }], isFile)).toEqual({ path: "/feed.html" })
  })

  const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/)
  const address = fc.array(segment, { minLength: 1, maxLength: 3 }).map(parts => `/${parts.join("/")}`)
  const rule = fc.record({ from: fc.oneof(address, address.map(folder => `${folder}/*`)), to: address.map(file => `${file}.html`), force: fc.boolean() })

  const builtAs = (built: readonly string[]) => {
    const builtFiles = new Set(built.map(file => `${file}.html`))
    return (file: string) => builtFiles.has(file)
  }

  it("never hides a file behind a rule that is not forced", () => {
    fc.assert(
      fc.property(address, fc.array(rule, { maxLength: 5 }), fc.array(address, { maxLength: 4 }), (requested, rules, built) => {
        const unforced = rules.map(candidate => ({ ...candidate, force: false }))
        expect(answerFor(requested, unforced, builtAs([...built, requested]))).toEqual({ path: `${requested}.html` })
      }),
      { seed: 6901, numRuns: 300 },
    )
  })

  it("gives a folder, and every address below it, that no file answers to the folder's rewrite, and no sibling", () => {
    fc.assert(
      fc.property(address, fc.option(address), segment, fc.boolean(), (folder, below, sibling, force) => {
        const rules = [{ from: `${folder}/*`, to: "/client-only/[...].html", force }]
        expect(answerFor(`${folder}${below ?? ""}`, rules, builtAs([]))).toEqual({ path: "/client-only/[...].html" })
        expect(answerFor(`${folder}${sibling}`, rules, builtAs([]))).toEqual({ path: `${folder}${sibling}` })
      }),
      { seed: 6902, numRuns: 300 },
    )
  })

  // The rules before the first that takes an address come from another folder, so none takes it.
  const elsewhere = rule.map(other => ({ ...other, from: `/elsewhere${other.from}` }))

  it("lets the first rule that takes an address decide: rules after it change nothing", () => {
    fc.assert(
      fc.property(address, fc.array(elsewhere, { maxLength: 4 }), fc.boolean(), fc.boolean(), fc.array(rule, { maxLength: 3 }), fc.boolean(), (requested, before, splat, force, later, built) => {
        const first = { from: splat ? `${requested}/*` : requested, to: "/first", force }
        const rules = [...before, first, ...later, { from: requested, to: "/later", force: true }]
        const answered = answerFor(requested, rules, builtAs(built ? [requested] : []))
        expect(answered).toEqual({ path: built && !force ? `${requested}.html` : "/first" })
      }),
      { seed: 6903, numRuns: 300 },
    )
  })
})

describe("answerFor against the Netlify CLI's own matcher", () => {
  // netlify-redirector, which `netlify dev` matches each request with, given the rules as the CLI
  // gives them (its own shape: `origin` and `path` for `from`). Segments share prefixes, so that
  // siblings (`/a` and `/ab`), folders and the addresses below them meet.
  const matcherOf = (rules: readonly Rewrite[]) =>
    redirector.parseJSON(JSON.stringify(rules.map(rule => ({ origin: rule.from, path: rule.from, to: rule.to, status: 200, force: rule.force, conditions: {} }))), {})
  const segment = fc.constantFrom("a", "b", "ab")
  const address = fc.tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([parts, slash]) => `/${parts.join("/")}${slash ? "/" : ""}`)
  const rule = fc.record({
    from: fc.tuple(fc.array(segment, { minLength: 1, maxLength: 2 }), fc.boolean()).map(([parts, splat]) => `/${parts.join("/")}${splat ? "/*" : ""}`),
    to: fc.constantFrom("/one.html", "/two.html", "/three.html"),
    force: fc.boolean(),
  })

  it("takes an address by the rule Netlify's matcher takes it by, where no file answers it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rule, { minLength: 1, maxLength: 4 }), fc.array(address, { minLength: 1, maxLength: 8 }), async (rules, requested) => {
        const matcher = await matcherOf(rules)
        for (const urlPath of requested) {
          const match = matcher.match({ scheme: "http", host: "localhost", path: urlPath, query: "", getHeader: () => "", getCookie: () => "" })
          expect(answerFor(urlPath, rules, () => false)).toEqual({ path: match?.to ?? urlPath })
        }
      }),
      { seed: 6904, numRuns: 200 },
    )
  })
})

describe("fileIn", () => {
  it("finds a file by its address, encoded or not, and nothing outside the folder", async () => {
    await withBuild({ "site/blog/música.html": "x", "secret.txt": "x", "site-x/secret.txt": "x" }, async dir => {
      const site = path.join(dir, "site")
      expect(fileIn(site, "/blog/m%C3%BAsica.html")).toBe(path.join(site, "blog", "música.html"))
      expect(fileIn(site, "/blog/música.html")).toBe(path.join(site, "blog", "música.html"))
      for (const outside of ["/blog", "/../secret.txt", "/%2e%2e/secret.txt", "/../site-x/secret.txt", "/%E0%A4%A", "/blog/m%00sica.html"]) expect(fileIn(site, outside)).toBeUndefined()
    })
  })
})

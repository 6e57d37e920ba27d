import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { TAG_METADATA_FILE } from "../src/lib/tags"
import { declaredTags, tagMetadata } from "./content"
import { expect, test } from "./fixtures"

// Decap looks for its local proxy server (`npm run cms`), which does not run in these tests, then uses git-gateway.
test.use({ failingRequests: /^http:\/\/localhost:8081\// })

interface CmsField {
  name: string
  widget: string
  required?: boolean
  options?: unknown[]
  fields?: CmsField[]
}
interface CmsCollection {
  name: string
  folder: string
  slug?: string
  hide?: boolean
  create: boolean
  fields: CmsField[]
  files?: Array<{ file: string; fields: CmsField[] }>
}
interface CmsConfig {
  backend: { name: string; branch: string }
  local_backend: boolean
  collections: CmsCollection[]
}

const root = path.join(__dirname, "..")
/** gray-matter already parses YAML front matter; a config file is the same YAML without a body. */
const readYaml = (text: string) => matter(`---\n${text}\n---\n`).data

/** Every front-matter field the editors' files use in a content folder. */
function fieldsUsedIn(folder: string): string[] {
  const dir = path.join(root, folder)
  const names = fs.readdirSync(dir).filter(name => name.endsWith(".md"))
  return [...new Set(names.flatMap(name => Object.keys(matter(fs.readFileSync(path.join(dir, name), "utf8")).data)))].sort()
}

test("/admin/ serves Decap CMS, which reads its configuration and offers a login", async ({ page }) => {
  // The editor's bundle is several megabytes of JavaScript: parsing it takes a while on a busy machine.
  test.slow()
  const requested: string[] = []
  page.on("request", request => requested.push(new URL(request.url()).pathname))
  await page.goto("/admin/")
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible({ timeout: 60_000 })
  expect(requested).toEqual(expect.arrayContaining(["/admin/decap-cms.js", "/admin/config.yml"]))
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
})

test("the CMS edits articles, projects, the about and now pages and the tags through Git, with every field the content uses", async ({ request }) => {
  const response = await request.get("/admin/config.yml")
  expect(response.ok()).toBe(true)
  const config = readYaml(await response.text()) as CmsConfig
  expect(config.backend).toEqual(expect.objectContaining({ name: "git-gateway", branch: "main" }))
  expect(config.local_backend).toBe(true)

  const byName = Object.fromEntries(config.collections.map(collection => [collection.name, collection]))
  expect(Object.keys(byName).sort()).toEqual(["articles", "pages", "projects", "tags", "translations"])
  // A new translation is an article whose file is named {original}-{lang}, as the build pairs it;
  // it is begun from its original's preview, so the collection stays out of the sidebar.
  expect(byName.translations).toEqual(expect.objectContaining({ folder: "content/articles", slug: "{{fields.translationOf}}-{{fields.lang}}", hide: true }))
  expect(byName.translations.fields.filter(field => ["translationOf", "lang"].includes(field.name)).map(field => field.required)).toEqual([true, true])
  expect(byName.translations.fields.map(field => field.name)).toEqual(byName.articles.fields.map(field => field.name))
  for (const [name, folder, create] of [
    ["articles", "content/articles", true],
    ["projects", "content/projects", true],
    // The pages' addresses are routes of their own: an editor changes them, never adds one.
    ["pages", "content/pages", false],
  ] as const) {
    const collection = byName[name]
    expect(collection.folder).toBe(folder)
    expect(collection.create).toBe(create)
    const fields = collection.fields.map(field => field.name)
    expect(fields).toContain("body")
    expect(fields).toEqual(expect.arrayContaining(fieldsUsedIn(folder)))
  }
  const articleFields = Object.fromEntries(byName.articles.fields.map(field => [field.name, field]))
  expect(articleFields.title.widget).toBe("string")
  // Dates as the build reads them: a plain day, with no time to shift it.
  for (const day of [articleFields.date, articleFields.updated]) {
    expect(day).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false })
  }
  expect(articleFields.updated.required).toBe(false)
  expect(articleFields.formerSlugs).toMatchObject({ widget: "list", required: false })
  expect(articleFields.status.widget).toBe("select")
  expect(articleFields.tags.widget).toBe("list")
  const projectFields = Object.fromEntries(byName.projects.fields.map(field => [field.name, field]))
  expect(projectFields.category.widget).toBe("select")
  expect(projectFields.order.widget).toBe("number")
  expect(projectFields.showInHome.widget).toBe("boolean")

  // Each declared tag is a group of its fields; its counterpart is picked among the other tags.
  const [tagsFile] = byName.tags.files!
  const tags = declaredTags.map(({ tag }) => tag).sort((a, b) => a.localeCompare(b, "en"))
  expect(tagsFile.file).toBe(TAG_METADATA_FILE)
  expect(tagsFile.fields.map(field => field.name)).toEqual(tags)
  const keysUsed = [...new Set(Object.values(tagMetadata).flatMap(meta => Object.keys(meta)))]
  for (const group of tagsFile.fields) {
    expect(group.widget).toBe("object")
    expect(group.fields!.map(field => field.name)).toEqual(expect.arrayContaining(keysUsed))
    const counterpart = group.fields!.find(field => field.name === "counterpart")!
    expect(counterpart.widget).toBe("select")
    expect(counterpart.options).toEqual(tags.filter(tag => tag !== group.name))
  }
})

test("the site's own JavaScript never contains or loads the CMS", async ({ page }) => {
  const publicDir = path.join(root, "public")
  const siteScripts = fs.readdirSync(publicDir).filter(name => name.endsWith(".js"))
  expect(siteScripts.length).toBeGreaterThan(0)
  for (const name of siteScripts) expect(fs.readFileSync(path.join(publicDir, name), "utf8"), name).not.toContain("decap-cms-core")

  const requested: string[] = []
  page.on("request", request => requested.push(new URL(request.url()).pathname))
  for (const pagePath of ["/", "/blog", "/contact", "/backstage"]) await page.goto(pagePath)
  expect(requested.filter(p => p.startsWith("/admin"))).toEqual([])
})

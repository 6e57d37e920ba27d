import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { parse, type DefaultTreeAdapterMap } from "parse5"

// Every text file the build writes is UTF-8 a browser, a feed reader or a search engine reads as
// text: no NUL byte, no invalid sequence (a byte/character mix-up once put two NULs in a page).
const publicDir = path.join(__dirname, "..", "public")
const TEXT = /\.(html|js|css|json|xml|xsl|txt|webmanifest|svg)$/

const textFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return textFiles(full)
    return TEXT.test(entry.name) || entry.name.startsWith("_") ? [full] : []
  })

test("every text file of the build is valid UTF-8 without a NUL byte, and every page is among them", () => {
  const files = textFiles(publicDir)
  expect(files.filter(file => file.endsWith(".html")).length).toBeGreaterThan(50)
  const decoder = new TextDecoder("utf-8", { fatal: true })
  const broken = files.filter(file => {
    const bytes = fs.readFileSync(file)
    if (bytes.includes(0)) return true
    try {
      decoder.decode(bytes)
      return false
    } catch {
      return true
    }
  })
  expect(broken.map(file => path.relative(publicDir, file))).toEqual([])
})

test("the browser bundle is published without source maps, and no script points to one", () => {
  const published = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" })
  expect(published.filter(file => file.endsWith(".map"))).toEqual([])
  const scripts = published.filter(file => file.endsWith(".js") && !file.startsWith("admin"))
  expect(scripts.length).toBeGreaterThan(10)
  expect(scripts.filter(file => fs.readFileSync(path.join(publicDir, file), "utf8").includes("sourceMappingURL="))).toEqual([])
})

type Node = DefaultTreeAdapterMap["node"]
const elements = (node: Node): DefaultTreeAdapterMap["element"][] => {
  const children = "childNodes" in node ? node.childNodes.flatMap(elements) : []
  return "tagName" in node ? [node, ...children] : children
}

test("every page the build publishes names its icon, a file it publishes, so no browser asks for a /favicon.ico that is not there", () => {
  // _gatsby/ holds Gatsby's slices: parts of pages, not pages.
  const pages = textFiles(publicDir).filter(file => file.endsWith(".html") && !path.relative(publicDir, file).startsWith("_gatsby"))
  expect(pages.map(file => path.relative(publicDir, file))).toContain(path.join("admin", "index.html"))
  const without = pages.filter(file => {
    const icons = elements(parse(fs.readFileSync(file, "utf8")))
      .filter(element => element.tagName === "link" && element.attrs.some(({ name, value }) => name === "rel" && value.split(/\s+/).includes("icon")))
      .map(element => element.attrs.find(({ name }) => name === "href")?.value ?? "")
    return !icons.some(href => href.startsWith("/") && fs.existsSync(path.join(publicDir, href)))
  })
  expect(without.map(file => path.relative(publicDir, file))).toEqual([])
})

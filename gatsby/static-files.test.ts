/** @jest-environment node */
import { asIsName, sourceDigestOf, sourcedStaticEntries } from "./static-files"
import { testFolder } from "./test-support/folder"

const A = "a3f11f0d630e3452875a8d04fe79849c"
const B = "e86f67fd982eea93ab4048437995e570"

describe("sourceDigestOf", () => {
  it("reads the digest of the content an entry of public/static/ was made from: a folder's name, or the end of a file's", () => {
    expect(sourceDigestOf(A)).toBe(A)
    expect(sourceDigestOf(`tools-${A}.jpg`)).toBe(A)
  })

  it("reads back the digest of a file published as it is", () => {
    expect(sourceDigestOf(asIsName({ name: "tools", ext: ".jpg", internal: { contentDigest: A } }))).toBe(A)
  })

  it("reads none for any other entry", () => {
    expect(sourceDigestOf("logo-5f2c.svg")).toBeUndefined()
    expect(sourceDigestOf(`${A}x`)).toBeUndefined()
    expect(sourceDigestOf(`tools-${A}`)).toBeUndefined()
  })
})

describe("sourcedStaticEntries", () => {
  const folder = testFolder("static-files-")

  it("lists the folders and files of public/static/ made from content the site has, and no other", () => {
    for (const file of [`${A}/480/tools.webp`, `${A}/960/tools.webp`, `tools-${A}.jpg`, `${B}/480/old.webp`, `old-${B}.jpg`, "logo-5f2c.svg"]) folder.write(`public/static/${file}`, "")
    folder.write("public/index.html", "")
    expect(sourcedStaticEntries(`${folder.path()}/public`, new Set([A]))).toEqual([`static/${A}`, `static/tools-${A}.jpg`])
  })

  it("lists nothing when public/ has no static/ folder", () => {
    folder.write("public/index.html", "")
    expect(sourcedStaticEntries(`${folder.path()}/public`, new Set([A]))).toEqual([])
  })
})

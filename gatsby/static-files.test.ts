/** @jest-environment node */
import { sourceDigestOf, sourcedStaticFiles } from "./static-files"
import { testFolder } from "./test-support/folder"

const A = "a3f11f0d630e3452875a8d04fe79849c"
const B = "e86f67fd982eea93ab4048437995e570"

describe("sourceDigestOf", () => {
  it("reads the digest of the content a file of public/static/ was made from: its folder, or the end of its name", () => {
    expect(sourceDigestOf(`static/${A}/87503/tools.webp`)).toBe(A)
    expect(sourceDigestOf(`static/${A}/tools.jpg`)).toBe(A)
    expect(sourceDigestOf(`static/tools-${A}.jpg`)).toBe(A)
  })

  it("reads none for any other file", () => {
    expect(sourceDigestOf("static/logo-5f2c.svg")).toBeUndefined()
    expect(sourceDigestOf(`static/not-a-digest/${A}.webp`)).toBeUndefined()
    expect(sourceDigestOf(`app-${A}.js`)).toBeUndefined()
    expect(sourceDigestOf(`blog/static/${A}/tools.webp`)).toBeUndefined()
  })
})

describe("sourcedStaticFiles", () => {
  const folder = testFolder("static-files-")

  it("lists the files of public/static/ made from content the site has, in folders and in names", () => {
    for (const file of [`${A}/480/tools.webp`, `${A}/960/tools.webp`, `tools-${A}.jpg`, `${B}/480/old.webp`, `old-${B}.jpg`, "logo-5f2c.svg"]) folder.write(`public/static/${file}`, "")
    folder.write("public/index.html", "")
    expect(sourcedStaticFiles(`${folder.path()}/public`, new Set([A]))).toEqual([`static/${A}/480/tools.webp`, `static/${A}/960/tools.webp`, `static/tools-${A}.jpg`])
  })

  it("lists nothing when public/ has no static/ folder", () => {
    folder.write("public/index.html", "")
    expect(sourcedStaticFiles(`${folder.path()}/public`, new Set([A]))).toEqual([])
  })
})

import { draftPath, draftSlugOf, ownerAreaPath } from "./paths"

describe("draftSlugOf", () => {
  it("reads the slug of a draft's address, with or without a closing slash", () => {
    expect(draftSlugOf(draftPath("notes-on-a-song"))).toBe("notes-on-a-song")
    expect(draftSlugOf(`${draftPath("notes-on-a-song")}/`)).toBe("notes-on-a-song")
  })

  it("decodes an encoded slug", () => {
    expect(draftSlugOf(draftPath("canci%C3%B3n"))).toBe("canción")
  })

  it("finds no slug in the owner area itself, deeper addresses, other pages or a broken encoding", () => {
    for (const pathname of [ownerAreaPath, `${ownerAreaPath}/`, draftPath("a/b"), "/article/notes-on-a-song", `${ownerAreaPath}x/notes`, draftPath("%E0%A4%A")]) {
      expect(draftSlugOf(pathname)).toBeUndefined()
    }
  })
})

import { hkdfSync, pbkdf2Sync } from "node:crypto"
import { deriveOwnerKey, newSalt, sealDraft } from "../lib/draft-seal"
import { openWithSessionKey, unlockWithPassword } from "./owner-unlock"

const PASSWORD = "correct horse battery staple"
const salt = newSalt()
const drafts = [{ slug: "a-draft", title: "A draft" }]
let sealed: Awaited<ReturnType<typeof sealDraft>>

/** The owner key's and the opening key's bytes, computed apart from the code under test. */
function keyBytes(password: string): string[] {
  const owner = pbkdf2Sync(password, Buffer.from(salt, "base64"), 600_000, 32, "sha256")
  const opening = Buffer.from(hkdfSync("sha256", owner, Buffer.alloc(0), "draft text", 32))
  return [owner, opening].flatMap(bytes => [bytes.toString("base64"), bytes.toString("hex")])
}

beforeAll(async () => {
  sealed = await sealDraft(await deriveOwnerKey(PASSWORD, salt), salt, drafts)
})
beforeEach(() => sessionStorage.clear())

// jsdom has no IndexedDB, as a browser that refuses it (some private modes) has none: the key
// cannot be kept, which is all these tests can see of keeping. The browser tests see the rest.
describe("unlockWithPassword", () => {
  it("opens the sealed drafts with the right password", async () => {
    expect(await unlockWithPassword(PASSWORD, sealed)).toEqual(drafts)
  })

  it("opens nothing with a wrong or empty password", async () => {
    expect(await unlockWithPassword("Correct horse battery staple", sealed)).toBeUndefined()
    expect(await unlockWithPassword("", sealed)).toBeUndefined()
  })

  it("leaves neither the password nor any key's bytes in session or local storage", async () => {
    await unlockWithPassword(PASSWORD, sealed)
    const stored = JSON.stringify([{ ...sessionStorage }, { ...localStorage }])
    for (const secret of [PASSWORD, ...keyBytes(PASSWORD)]) expect(stored).not.toContain(secret)
  })
})

describe("openWithSessionKey", () => {
  it("opens nothing in a locked tab, or with any value set in session storage by hand", async () => {
    expect(await openWithSessionKey(sealed)).toBeUndefined()
    for (const forged of ["true", "1", sealed.salt, ...keyBytes(PASSWORD)]) {
      for (const name of ["ownerAreaKey", "ownerAreaTab", "ownerAreaUnlocked"]) sessionStorage.setItem(name, forged)
      expect(await openWithSessionKey(sealed)).toBeUndefined()
    }
  })

  it("removes the key bytes an earlier version kept in session storage, without using them", async () => {
    const [ownerKeyBytes] = keyBytes(PASSWORD)
    sessionStorage.setItem("ownerAreaKey", ownerKeyBytes)
    expect(await openWithSessionKey(sealed)).toBeUndefined()
    expect(sessionStorage.getItem("ownerAreaKey")).toBeNull()
  })

  it("where the browser cannot keep a key, lets the password open each page, asking again on the next", async () => {
    expect(await unlockWithPassword(PASSWORD, sealed)).toEqual(drafts)
    expect(await openWithSessionKey(sealed)).toBeUndefined()
    expect(await unlockWithPassword(PASSWORD, sealed)).toEqual(drafts)
  })
})

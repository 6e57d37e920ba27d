import { deriveOwnerKey, newSalt, sealDraft, toBase64 } from "./draft-seal"
import { OWNER_SESSION_KEY, openWithSessionKey, unlockWithPassword } from "./owner-password"

const PASSWORD = "correct horse battery staple"
const salt = newSalt()
const drafts = [{ slug: "a-draft", title: "A draft" }]
let sealed: Awaited<ReturnType<typeof sealDraft>>

beforeAll(async () => {
  sealed = await sealDraft(await deriveOwnerKey(PASSWORD, salt), salt, drafts)
})
beforeEach(() => sessionStorage.clear())

describe("unlockWithPassword", () => {
  it("opens the sealed drafts with the right password and keeps the key, never the password, for the tab", async () => {
    expect(await unlockWithPassword(PASSWORD, sealed)).toEqual(drafts)
    const kept = sessionStorage.getItem(OWNER_SESSION_KEY)
    expect(kept).toBe(await deriveOwnerKey(PASSWORD, salt))
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(PASSWORD)
  })

  it("opens nothing and keeps nothing with a wrong or empty password", async () => {
    expect(await unlockWithPassword("Correct horse battery staple", sealed)).toBeUndefined()
    expect(await unlockWithPassword("", sealed)).toBeUndefined()
    expect(sessionStorage.getItem(OWNER_SESSION_KEY)).toBeNull()
  })
})

describe("openWithSessionKey", () => {
  it("opens another sealed page once the tab is unlocked", async () => {
    await unlockWithPassword(PASSWORD, sealed)
    const other = await sealDraft(await deriveOwnerKey(PASSWORD, salt), salt, { slug: "another" })
    expect(await openWithSessionKey(other)).toEqual({ slug: "another" })
  })

  it("opens nothing in a locked tab, or with any value set by hand", async () => {
    expect(await openWithSessionKey(sealed)).toBeUndefined()
    for (const forged of ["true", "1", sealed.salt, toBase64(new Uint8Array(32)), await deriveOwnerKey("guess", salt)]) {
      sessionStorage.setItem(OWNER_SESSION_KEY, forged)
      expect(await openWithSessionKey(sealed)).toBeUndefined()
    }
  })

  it("opens nothing with the key of an earlier build, whose salt differs", async () => {
    sessionStorage.setItem(OWNER_SESSION_KEY, await deriveOwnerKey(PASSWORD, newSalt()))
    expect(await openWithSessionKey(sealed)).toBeUndefined()
  })
})

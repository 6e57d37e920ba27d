/** @jest-environment node */
import { pbkdf2Sync, webcrypto } from "node:crypto"
import { PBKDF2_ITERATIONS, deriveOwnerKey, fromBase64, newSalt, openDraft, sealDraft, toBase64 } from "./draft-seal"

const draft = { title: "Notes on a draft", html: "<p>¿Qué tal? A sentence with accents: canción, 🎸.</p>", tags: ["music"] }

describe("the owner key", () => {
  it("is PBKDF2-SHA-256 of the password and salt, 600,000 iterations, 256 bits", async () => {
    const salt = newSalt()
    // Computed independently with Node's own PBKDF2.
    const expected = pbkdf2Sync("correct horse battery staple", Buffer.from(salt, "base64"), 600_000, 32, "sha256")
    expect(PBKDF2_ITERATIONS).toBe(600_000)
    expect(await deriveOwnerKey("correct horse battery staple", salt)).toBe(expected.toString("base64"))
  })

  it("differs with the salt, so every build's salt gives its own key", async () => {
    const [first, second] = [newSalt(), newSalt()]
    expect(fromBase64(first)).toHaveLength(16)
    expect(first).not.toBe(second)
    expect(await deriveOwnerKey("pw", first)).not.toBe(await deriveOwnerKey("pw", second))
  })
})

describe("a sealed draft", () => {
  const salt = newSalt()
  let key: string
  beforeAll(async () => {
    key = await deriveOwnerKey("correct horse battery staple", salt)
  })

  it("opens with the key derived from the same password and salt, in the browser's Web Crypto", async () => {
    const sealed = await sealDraft(key, salt, draft)
    expect(sealed.salt).toBe(salt)
    const reopenedKey = await deriveOwnerKey("correct horse battery staple", sealed.salt)
    expect(await openDraft(reopenedKey, sealed)).toEqual(draft)
  })

  it("shows none of its text", async () => {
    const sealed = JSON.stringify(await sealDraft(key, salt, draft))
    for (const text of ["Notes on a draft", "accents", "music", "canción"]) expect(sealed).not.toContain(text)
    expect(Buffer.from(JSON.parse(sealed).data, "base64").toString("latin1")).not.toContain("draft")
  })

  it("is AES-GCM: the standard algorithm opens it with the key and nonce it names", async () => {
    const sealed = await sealDraft(key, salt, draft)
    // The text key is HKDF-SHA-256 of the owner key with the info "draft text", as a browser would derive it.
    const master = await webcrypto.subtle.importKey("raw", fromBase64(key), "HKDF", false, ["deriveKey"])
    const aes = await webcrypto.subtle.deriveKey(
      { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode("draft text") },
      master,
      { name: "AES-GCM", length: 256 },
      false,
      ["decrypt"],
    )
    const plaintext = await webcrypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(sealed.iv) }, aes, fromBase64(sealed.data))
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(draft)
    expect(fromBase64(sealed.iv)).toHaveLength(12)
  })

  it("does not open with a wrong password", async () => {
    const sealed = await sealDraft(key, salt, draft)
    expect(await openDraft(await deriveOwnerKey("Correct horse battery staple", salt), sealed)).toBeUndefined()
  })

  it("does not open with anything set by hand in place of the key", async () => {
    const sealed = await sealDraft(key, salt, draft)
    for (const forged of ["true", "", "not base64 at all!", toBase64(new Uint8Array(32)), sealed.salt, sealed.iv]) {
      expect(await openDraft(forged, sealed)).toBeUndefined()
    }
  })

  it("does not open when its ciphertext was altered", async () => {
    const sealed = await sealDraft(key, salt, draft)
    const bytes = fromBase64(sealed.data)
    bytes[0] ^= 1
    expect(await openDraft(key, { ...sealed, data: toBase64(bytes) })).toBeUndefined()
  })

  it("is the same for an unchanged draft and different, with another nonce, for a changed one", async () => {
    const first = await sealDraft(key, salt, draft)
    expect(await sealDraft(key, salt, draft)).toEqual(first)
    const changed = await sealDraft(key, salt, { ...draft, title: "Notes on a draft, revised" })
    expect(changed.iv).not.toBe(first.iv)
    expect(changed.data).not.toBe(first.data)
  })

  it("carries a large value such as a picture", async () => {
    const picture = toBase64(webcrypto.getRandomValues(new Uint8Array(60_000)))
    const sealed = await sealDraft(key, salt, { picture })
    expect(await openDraft(key, sealed)).toEqual({ picture })
  })
})

/** @jest-environment node */
import { createDecipheriv, hkdfSync, pbkdf2Sync, webcrypto } from "node:crypto"
import fc from "fast-check"
import { PBKDF2_ITERATIONS, SMALLEST_BUCKET, bucketOf, deriveOwnerKey, fromBase64, newSalt, openDraft, openingKey, sealDraft, toBase64 } from "./draft-seal"

const PASSWORD = "correct horse battery staple"
const draft = { title: "Notes on a draft", html: "<p>¿Qué tal? A sentence with accents: canción, 🎸.</p>", tags: ["music"] }

describe("a sealed draft", () => {
  const salt = newSalt()
  let ownerKey: CryptoKey
  let key: CryptoKey
  beforeAll(async () => {
    ownerKey = await deriveOwnerKey(PASSWORD, salt)
    key = await openingKey(ownerKey)
  })

  it("opens with the opening key derived from the same password and salt, as a browser derives it", async () => {
    const sealed = await sealDraft(ownerKey, salt, draft)
    expect(sealed.salt).toBe(salt)
    expect(await openDraft(await openingKey(await deriveOwnerKey(PASSWORD, sealed.salt)), sealed)).toEqual(draft)
  })

  it("is AES-GCM under HKDF-SHA-256 ('draft text') of PBKDF2-SHA-256 (600,000 rounds): Node's own crypto opens it", async () => {
    const sealed = await sealDraft(ownerKey, salt, draft)
    // Every step computed independently of Web Crypto, so the format stays what any standard tool opens.
    const ownerBytes = pbkdf2Sync(PASSWORD, Buffer.from(salt, "base64"), 600_000, 32, "sha256")
    const textKey = Buffer.from(hkdfSync("sha256", ownerBytes, Buffer.alloc(0), "draft text", 32))
    const data = Buffer.from(sealed.data, "base64")
    const decipher = createDecipheriv("aes-256-gcm", textKey, Buffer.from(sealed.iv, "base64"))
    decipher.setAuthTag(data.subarray(-16))
    const plaintext = Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()])
    expect(JSON.parse(plaintext.toString("utf8"))).toEqual(draft)
    expect(PBKDF2_ITERATIONS).toBe(600_000)
    expect(fromBase64(sealed.iv)).toHaveLength(12)
  })

  it("cannot be opened with the key of another salt, so every build's salt gives its own key", async () => {
    const [first, second] = [newSalt(), newSalt()]
    expect(fromBase64(first)).toHaveLength(16)
    expect(first).not.toBe(second)
    const sealed = await sealDraft(await deriveOwnerKey(PASSWORD, first), first, draft)
    expect(await openDraft(await openingKey(await deriveOwnerKey(PASSWORD, second)), sealed)).toBeUndefined()
  })

  it("gives a script holding the opening key no bytes to send away, and no way to seal", async () => {
    for (const held of [ownerKey, key]) {
      expect(held.extractable).toBe(false)
      await expect(webcrypto.subtle.exportKey("raw", held)).rejects.toThrow()
      await expect(webcrypto.subtle.exportKey("jwk", held)).rejects.toThrow()
    }
    expect(key.usages).toEqual(["decrypt"])
    await expect(webcrypto.subtle.encrypt({ name: "AES-GCM", iv: new Uint8Array(12) }, key, new Uint8Array(1))).rejects.toThrow()
  })

  it("shows none of its text", async () => {
    const sealed = JSON.stringify(await sealDraft(ownerKey, salt, draft))
    for (const text of ["Notes on a draft", "accents", "music", "canción"]) expect(sealed).not.toContain(text)
    expect(Buffer.from(JSON.parse(sealed).data, "base64").toString("latin1")).not.toContain("draft")
  })

  it("does not open with a wrong password", async () => {
    const sealed = await sealDraft(ownerKey, salt, draft)
    expect(await openDraft(await openingKey(await deriveOwnerKey("Correct horse battery staple", salt)), sealed)).toBeUndefined()
  })

  it("does not open with anything put in place of the key", async () => {
    const sealed = await sealDraft(ownerKey, salt, draft)
    const stranger = await webcrypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["decrypt"])
    const bytes = toBase64(new Uint8Array(32))
    for (const forged of [stranger, ownerKey, "true", "", bytes, sealed.salt, undefined]) {
      expect(await openDraft(forged as CryptoKey, sealed)).toBeUndefined()
    }
  })

  it("does not open when its ciphertext was altered", async () => {
    const sealed = await sealDraft(ownerKey, salt, draft)
    const bytes = fromBase64(sealed.data)
    bytes[0] ^= 1
    expect(await openDraft(key, { ...sealed, data: toBase64(bytes) })).toBeUndefined()
  })

  it("is the same for an unchanged draft and different, with another nonce, for a changed one", async () => {
    const first = await sealDraft(ownerKey, salt, draft)
    expect(await sealDraft(ownerKey, salt, draft)).toEqual(first)
    const changed = await sealDraft(ownerKey, salt, { ...draft, title: "Notes on a draft, revised" })
    expect(changed.iv).not.toBe(first.iv)
    expect(changed.data).not.toBe(first.data)
  })

  it("carries a large value such as a picture", async () => {
    const picture = toBase64(webcrypto.getRandomValues(new Uint8Array(60_000)))
    const sealed = await sealDraft(ownerKey, salt, { picture })
    expect(await openDraft(key, sealed)).toEqual({ picture })
  })

  it("tells by its size only a power-of-two bucket, never how many drafts it holds or how long they are (generated)", async () => {
    const sealedBytes = async (value: unknown) => fromBase64((await sealDraft(ownerKey, salt, value)).data).length - 16
    const drafts = fc.array(fc.record({ slug: fc.string({ maxLength: 40 }), title: fc.string({ maxLength: 120 }), html: fc.string({ maxLength: 3000 }) }), { maxLength: 12 })
    await fc.assert(
      fc.asyncProperty(drafts, async list => {
        const json = new TextEncoder().encode(JSON.stringify(list)).length
        const bytes = await sealedBytes(list)
        // The bucket: a power of two, SMALLEST_BUCKET at least, and the one the text falls in.
        expect(bytes).toBe(bucketOf(json))
        expect(Math.log2(bytes) % 1).toBe(0)
        expect(bytes).toBeGreaterThanOrEqual(Math.max(SMALLEST_BUCKET, json))
        expect(json > bytes / 2 || bytes === SMALLEST_BUCKET).toBe(true)
      }),
      { seed: 7, numRuns: 60 },
    )
    // One draft or ten short ones, a short draft or one nearly ten times as long: the same size.
    const one = [{ slug: "a", title: "A", html: "<p>x</p>" }]
    const ten = Array.from({ length: 10 }, (_, i) => ({ slug: `draft-${i}`, title: `Draft ${i}`, html: "<p>A line of text.</p>" }))
    expect(await sealedBytes(one)).toBe(await sealedBytes(ten))
    expect(await sealedBytes({ html: "x".repeat(300) })).toBe(await sealedBytes({ html: "x".repeat(2900) }))
  })

  it("opens to the value itself, its padding ignored", async () => {
    for (const value of [[], draft, { html: "x".repeat(SMALLEST_BUCKET - 11) }, "a string"]) {
      expect(await openDraft(key, await sealDraft(ownerKey, salt, value))).toEqual(value)
    }
  })
})

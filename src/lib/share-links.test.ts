import { SHARE_TEXT, shareLinks } from "./share-links"

const url = "https://riffandcode.dev/article/cafe-y-codigo/es"
const byLabel = (title: string, lang: "en" | "es") => Object.fromEntries(shareLinks(title, url, lang).map(link => [link.label, link]))

describe("shareLinks", () => {
  it("shares the title and address on each network, encoded", () => {
    const links = byLabel("Riffs & Código: ¿por qué?", "es")
    const text = "Riffs%20%26%20C%C3%B3digo%3A%20%C2%BFpor%20qu%C3%A9%3F%20https%3A%2F%2Friffandcode.dev%2Farticle%2Fcafe-y-codigo%2Fes"
    expect(links.Correo.href).toBe(
      "mailto:?subject=Riffs%20%26%20C%C3%B3digo%3A%20%C2%BFpor%20qu%C3%A9%3F&body=https%3A%2F%2Friffandcode.dev%2Farticle%2Fcafe-y-codigo%2Fes",
    )
    expect(links.Mastodon.href).toBe(`https://toot.kytta.dev/?text=${text}`)
    expect(links.Bluesky.href).toBe(`https://bsky.app/intent/compose?text=${text}`)
    expect(links.LinkedIn.href).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Friffandcode.dev%2Farticle%2Fcafe-y-codigo%2Fes")
  })

  it("reads back as the title and address it was given", () => {
    const title = "Tom & Jerry's 100% \"fun\" #1?"
    const links = byLabel(title, "en")
    const mail = new URL(links.Email.href)
    expect(mail.searchParams.get("subject")).toBe(title)
    expect(mail.searchParams.get("body")).toBe(url)
    expect(new URL(links.Bluesky.href).searchParams.get("text")).toBe(`${title} ${url}`)
    expect(new URL(links.LinkedIn.href).searchParams.get("url")).toBe(url)
  })

  it("labels the email link in the page's language and sends only the networks to a new tab", () => {
    expect(shareLinks("A", url, "en").map(link => [link.label, link.external])).toEqual([
      [SHARE_TEXT.en.email, false],
      ["Mastodon", true],
      ["Bluesky", true],
      ["LinkedIn", true],
    ])
    expect(shareLinks("A", url, "es")[0].label).toBe("Correo")
    expect(SHARE_TEXT.es.email).not.toBe(SHARE_TEXT.en.email)
  })
})

import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React, { useRef } from "react"
import type { Lang } from "../../lib/language"
import { useBodyTools } from "./useBodyTools"

const BLOCK =
  '<figure class="code-block"><figcaption class="code-language">BASIC</figcaption><div class="code-scroll" tabindex="0">' +
  '<pre class="language-basic"><code><span class="token keyword">CLS</span>\nPRINT <span class="token string">"Hola"</span>\n</code></pre></div></figure>'

function Body({ lang, html }: { lang: Lang; html: string }) {
  const body = useRef<HTMLDivElement>(null)
  const announcement = useBodyTools(body, lang, html)
  return (
    <>
      <div ref={body} dangerouslySetInnerHTML={{ __html: html }} />
      <p role="status">{announcement}</p>
    </>
  )
}

describe("useBodyTools: copy buttons on code", () => {
  let writeText: jest.Mock
  beforeEach(() => {
    writeText = jest.fn(() => Promise.resolve())
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
  })
  afterEach(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true })
  })

  it("gives each code block a button that copies its code as text and says so, in the page's language", async () => {
    render(<Body lang="es" html={BLOCK + "<p>Texto</p>" + BLOCK.replace("CLS", "END")} />)
    const buttons = await screen.findAllByRole("button", { name: "Copiar" })
    expect(buttons).toHaveLength(2)
    await userEvent.click(buttons[1])
    expect(writeText).toHaveBeenCalledWith('END\nPRINT "Hola"\n')
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Copiado"))
    expect(buttons[1]).toHaveTextContent("Copiado")
  })

  it("tells the reader when the browser refuses to copy", async () => {
    writeText.mockImplementation(() => Promise.reject(new Error("denied")))
    render(<Body lang="en" html={BLOCK} />)
    await userEvent.click(await screen.findByRole("button", { name: "Copy" }))
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Could not copy"))
  })

  it("offers to copy again after a moment", async () => {
    jest.useFakeTimers()
    try {
      render(<Body lang="en" html={BLOCK} />)
      const button = await screen.findByRole("button", { name: "Copy" })
      await act(async () => button.click())
      expect(button).toHaveTextContent("Copied")
      act(() => jest.advanceTimersByTime(2000))
      expect(button).toHaveTextContent("Copy")
    } finally {
      jest.useRealTimers()
    }
  })

  it("gives new content its own buttons, once", async () => {
    const { rerender } = render(<Body lang="en" html={BLOCK} />)
    await screen.findByRole("button", { name: "Copy" })
    rerender(<Body lang="en" html={BLOCK + BLOCK} />)
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Copy" })).toHaveLength(2))
    // Once the second set is in, no late first set joins it.
    await new Promise(resolve => setTimeout(resolve, 50))
    expect(screen.getAllByRole("button", { name: "Copy" })).toHaveLength(2)
  })

  it("adds no button where the browser offers no clipboard", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true })
    render(<Body lang="en" html={BLOCK} />)
    await new Promise(resolve => setTimeout(resolve, 50))
    expect(screen.queryByRole("button")).toBeNull()
  })
})

// The frame the picture plugin (gatsby-remark-images) gives a picture of an article's text.
const PICTURE =
  '<span class="gatsby-resp-image-wrapper" style="position: relative"><picture>' +
  '<source srcset="/static/a/760/p.webp 760w, /static/a/1140/p.webp 1140w" sizes="(max-width: 760px) 100vw, 760px" type="image/webp">' +
  '<img class="gatsby-resp-image-image" src="/static/a/760/p.jpg" alt="Una guitarra" loading="lazy"></picture></span>'

describe("useBodyTools: picture zoom", () => {
  it("gives each picture a button that opens it enlarged, named in the page's language, and keeps the picture's alt text", async () => {
    render(<Body lang="es" html={`<p>${PICTURE}</p><p>Texto</p><p>${PICTURE}</p>`} />)
    const buttons = await screen.findAllByRole("button", { name: "Ampliar imagen" })
    expect(buttons).toHaveLength(2)
    expect(buttons[0]).toHaveAttribute("aria-haspopup", "dialog")
    expect(screen.getAllByRole("img", { name: "Una guitarra" })).toHaveLength(2)
  })

  it("leaves a picture inside a link to its link: no button may sit inside one", async () => {
    render(<Body lang="en" html={`<p><a href="/elsewhere">${PICTURE}</a></p><p>${PICTURE}</p>`} />)
    await screen.findByRole("button", { name: "Enlarge picture" })
    expect(screen.getAllByRole("button", { name: "Enlarge picture" })).toHaveLength(1)
    expect(screen.getByRole("link")).not.toContainElement(screen.getByRole("button"))
  })
})

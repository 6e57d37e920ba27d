import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React, { useRef } from "react"
import type { Lang } from "../../lib/language"
import { useCopyButtons } from "./useCopyButtons"

const BLOCK =
  '<figure class="code-block"><figcaption class="code-language">BASIC</figcaption><div class="code-scroll" tabindex="0">' +
  '<pre class="language-basic"><code><span class="token keyword">CLS</span>\nPRINT <span class="token string">"Hola"</span>\n</code></pre></div></figure>'

function Body({ lang, html }: { lang: Lang; html: string }) {
  const body = useRef<HTMLDivElement>(null)
  const copied = useCopyButtons(body, lang, html)
  return (
    <>
      <div ref={body} dangerouslySetInnerHTML={{ __html: html }} />
      <p role="status">{copied}</p>
    </>
  )
}

describe("useCopyButtons", () => {
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

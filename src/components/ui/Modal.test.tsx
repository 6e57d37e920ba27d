import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React, { useState } from "react"
import { Modal } from "./Modal"

function Page() {
  const [open, setOpen] = useState(false)
  // Like Gatsby's focus wrapper: a click on the overlay gives it the focus on its way to closing.
  return (
    <div tabIndex={-1}>
      <button onClick={() => setOpen(true)}>Open</button>
      <a href="/elsewhere">Elsewhere</a>
      {open && (
        <Modal title="Coming Soon!" onClose={() => setOpen(false)} actions={<button onClick={() => setOpen(false)}>Got it!</button>}>
          <p>Body text</p>
        </Modal>
      )}
    </div>
  )
}

async function openModal() {
  const user = userEvent.setup()
  render(<Page />)
  await user.click(screen.getByRole("button", { name: "Open" }))
  return user
}

describe("Modal", () => {
  it("is a labelled modal dialog that takes the focus", async () => {
    await openModal()
    const dialog = screen.getByRole("dialog", { name: "Coming Soon!" })
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus()
  })

  it("keeps Tab and Shift+Tab inside", async () => {
    const user = await openModal()
    await user.tab()
    expect(screen.getByRole("button", { name: "Got it!" })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole("button", { name: "Got it!" })).toHaveFocus()
  })

  it.each([
    ["Escape", (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
    ["the close button", (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Close" }))],
    ["its action", (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Got it!" }))],
    ["a click on the overlay", (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("dialog").parentElement!)],
  ])("closes with %s and gives the focus back", async (_way, close) => {
    const user = await openModal()
    await close(user)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus()
  })

  it("stays open when its own content is clicked", async () => {
    const user = await openModal()
    await user.click(screen.getByText("Body text"))
    expect(screen.getByRole("dialog")).toBeInTheDocument()
  })
})

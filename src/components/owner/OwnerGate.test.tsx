import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { renderToString } from "react-dom/server"
import { deriveOwnerKey, newSalt, sealDraft, type SealedDraft } from "../../lib/draft-seal"
import { OwnerGate } from "./OwnerGate"

const PASSWORD = "correct horse battery staple"
let sealed: SealedDraft
// Deriving a key takes 600,000 rounds, slow on purpose, and slower on a busy machine.
const DERIVING = { timeout: 15_000 }

beforeAll(async () => {
  const salt = newSalt()
  sealed = await sealDraft(await deriveOwnerKey(PASSWORD, salt), salt, { title: "A sealed draft" })
})
beforeEach(() => sessionStorage.clear())

const gate = () => <OwnerGate<{ title: string }> sealed={sealed}>{draft => <h1>{draft.title}</h1>}</OwnerGate>
const renderGate = () => render(gate())

async function submit(password: string) {
  await userEvent.type(await screen.findByLabelText("Password"), password)
  await userEvent.click(screen.getByRole("button", { name: "Unlock" }))
}

describe("OwnerGate", () => {
  // What the build writes into the page: drawn before any script runs, so it must hold the page's
  // largest text, and say nothing that a tab already unlocked would find false.
  it("renders, in its static HTML, the title and the paragraph every state shows, and no field", () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(gate())
    expect(container.querySelector("h1")).toHaveTextContent("Owner Area")
    expect(container.querySelector("p")).toHaveTextContent(/^This area is for the site's owner\. Its drafts, and the status of every article, show/)
    expect(container.querySelector("input")).toBeNull()
    expect(container).not.toHaveTextContent("Enter the password")
    expect(container).not.toHaveTextContent("A sealed draft")
  })

  it("asks for the password in a locked tab, showing nothing it guards", async () => {
    renderGate()
    expect(await screen.findByLabelText("Password")).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Owner Area" })).toBeInTheDocument()
    expect(screen.getByText("Enter the password to continue.")).toBeInTheDocument()
    expect(screen.queryByText("A sealed draft")).not.toBeInTheDocument()
  })

  it("shows its busy state while the key is derived, then what the right password opens", async () => {
    renderGate()
    await submit(PASSWORD)
    expect(screen.getByRole("button", { name: "Unlocking..." })).toBeDisabled()
    expect(await screen.findByRole("heading", { name: "A sealed draft" }, DERIVING)).toBeInTheDocument()
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(PASSWORD)
  })

  it("alerts 'Incorrect password' and clears the field for a wrong one", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined)
    renderGate()
    await submit("open sesame")
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Incorrect password"), DERIVING)
    expect(screen.getByRole("button", { name: "Unlock" })).toBeEnabled()
    expect(screen.getByLabelText("Password")).toHaveValue("")
    expect(screen.queryByText("A sealed draft")).not.toBeInTheDocument()
    alert.mockRestore()
  })

  // jsdom has no IndexedDB, like a browser that refuses it; the browser tests see a kept key open at once.
  it("asks again on the next page where the browser can keep no key", async () => {
    const first = renderGate()
    await submit(PASSWORD)
    await screen.findByRole("heading", { name: "A sealed draft" }, DERIVING)
    first.unmount()
    renderGate()
    expect(await screen.findByLabelText("Password")).toBeInTheDocument()
    expect(screen.queryByText("A sealed draft")).not.toBeInTheDocument()
  })
})

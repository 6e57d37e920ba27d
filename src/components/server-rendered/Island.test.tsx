import { act, fireEvent, render, screen } from "@testing-library/react"
import React, { Suspense, useState } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { endHydration, startHydration } from "./first-load"
import { Island, islandPart } from "./Island"

function Signup() {
  const [sent, setSent] = useState(false)
  return (
    <form
      aria-label="Signup"
      method="post"
      action="/thanks"
      onSubmit={event => {
        event.preventDefault()
        setSent(true)
      }}
    >
      <input name="email" aria-label="Email" />
      {sent && <p>Sent</p>}
      <button type="submit">Send</button>
    </form>
  )
}

const loads = (outcome: "loads" | "fails" = "loads") => jest.fn(() => (outcome === "loads" ? Promise.resolve({ default: Signup }) : Promise.reject(new Error("offline"))))

/** The first page load: the server's markup of the island, hydrated by the page's own root. */
async function firstLoad(load: ReturnType<typeof loads>) {
  const page = document.createElement("div")
  page.innerHTML = `<div>${renderToString(
    <Suspense fallback={null}>
      <Signup />
    </Suspense>,
  )}</div>`
  document.body.append(page)
  startHydration()
  await act(async () => void hydrateRoot(page, <Island part={islandPart(load)} />))
  endHydration()
  return { form: screen.getByRole("form", { name: "Signup" }) as HTMLFormElement, email: screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement }
}

describe("Island", () => {
  afterEach(() => {
    endHydration()
    document.body.innerHTML = ""
  })

  it("renders its part, fetching its code, when the page is not being hydrated", async () => {
    render(<Island part={islandPart(loads())} />)
    fireEvent.submit(await screen.findByRole("form", { name: "Signup" }))
    expect(screen.getByText("Sent")).toBeInTheDocument()
  })

  it("keeps the server's markup on the first page load, and fetches nothing until the reader reaches for it", async () => {
    const load = loads()
    const { form, email } = await firstLoad(load)
    expect(load).not.toHaveBeenCalled()
    expect(form).toContainElement(email)
  })

  it("hydrates the markup in place once a field takes the focus: what was typed stays and the part is live", async () => {
    const load = loads()
    const { form, email } = await firstLoad(load)
    email.value = "ana@example.com"
    await act(async () => void fireEvent.focusIn(email))
    expect(load).toHaveBeenCalledTimes(1)
    fireEvent.submit(form)
    expect(await screen.findByText("Sent")).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: "Email" })).toBe(email)
    expect(email).toHaveValue("ana@example.com")
  })

  it("holds a form submitted before its part is live and submits it once it is", async () => {
    const { form } = await firstLoad(loads())
    let posted = true
    await act(async () => void (posted = fireEvent.submit(form)))
    expect(posted).toBe(false)
    expect(await screen.findByText("Sent")).toBeInTheDocument()
  })

  it("lets the browser post a held form itself when the part's code cannot be fetched", async () => {
    const { form } = await firstLoad(loads("fails"))
    const postedByTheBrowser = jest.spyOn(form, "submit").mockImplementation(() => undefined)
    await act(async () => void fireEvent.submit(form))
    expect(postedByTheBrowser).toHaveBeenCalledTimes(1)
    expect(screen.queryByText("Sent")).not.toBeInTheDocument()
  })
})

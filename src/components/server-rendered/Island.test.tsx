import { act, fireEvent, render, screen } from "@testing-library/react"
import React, { lazy, useState } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { endHydration, startHydration } from "./first-load"
import { HOLD_LIMIT_MS, Island, islandPart } from "./Island"

let posts = 0

function Signup() {
  const [sent, setSent] = useState(false)
  return (
    <form
      aria-label="Signup"
      method="post"
      action="/thanks"
      onSubmit={event => {
        event.preventDefault()
        posts++
        setSent(true)
      }}
    >
      <input name="email" aria-label="Email" />
      {sent && <p>Sent</p>}
      <button type="submit">Send</button>
    </form>
  )
}

type Outcome = "loads" | "fails" | "never arrives"
const loads = (outcome: Outcome = "loads") =>
  jest.fn(() =>
    outcome === "loads" ? Promise.resolve(Signup) : outcome === "fails" ? Promise.reject(new Error("offline")) : new Promise<never>(() => {}),
  )

/** The first page load: the server's markup of the island, hydrated by the page's own root. */
async function firstLoad(load: ReturnType<typeof loads>, island = <Island part={islandPart(load)} props={{}} />) {
  const page = document.createElement("div")
  page.innerHTML = `<div data-server-rendered="">${renderToString(<Signup />)}</div>`
  document.body.append(page)
  // React in development says the kept markup differs from its empty inner HTML; Preact, in production, says nothing.
  const said = jest.spyOn(console, "error").mockImplementation(() => undefined)
  startHydration()
  const root = await act(async () => hydrateRoot(page, island))
  endHydration()
  expect(said.mock.calls.every(call => call.join(" ").includes("dangerouslySetInnerHTML"))).toBe(true)
  said.mockRestore()
  return { root, form: screen.getByRole("form", { name: "Signup" }) as HTMLFormElement, email: screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement }
}

describe("Island", () => {
  beforeEach(() => (posts = 0))
  afterEach(() => {
    jest.useRealTimers()
    endHydration()
    document.body.innerHTML = ""
  })

  it("renders its part, fetching its code, when the page is not being hydrated", async () => {
    render(<Island part={islandPart(loads())} props={{}} />)
    fireEvent.submit(await screen.findByRole("form", { name: "Signup" }))
    expect(screen.getByText("Sent")).toBeInTheDocument()
  })

  it("renders a part that never hydrates with its props, fetching its code, when the page is not being hydrated", async () => {
    const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>
    render(<Island part={islandPart<{ name: string }>(() => Promise.resolve(Greeting), { hydrates: false })} props={{ name: "Ana" }} />)
    expect(await screen.findByText("Hello, Ana")).toBeInTheDocument()
  })

  it("keeps the markup of a part that never hydrates, however the reader uses it, and hands its clicks to onKeptClick", async () => {
    const load = loads()
    const clicked: EventTarget[] = []
    const island = <Island part={islandPart(load, { hydrates: false })} props={{}} onKeptClick={event => clicked.push(event.target)} />
    const { email } = await firstLoad(load, island)
    await act(async () => {
      fireEvent.focusIn(email)
      fireEvent.pointerDown(email)
      fireEvent.click(email)
    })
    expect(load).not.toHaveBeenCalled()
    expect(clicked).toEqual([email])
    expect(screen.getByRole("textbox", { name: "Email" })).toBe(email)
  })

  it("runs the code of a part that never hydrates once the page is idle, fetched once for all its uses, and keeps its markup", async () => {
    jest.useFakeTimers()
    const load = loads()
    const part = islandPart(load, { hydrates: false })
    const { email } = await firstLoad(load, <Island part={part} props={{}} />)
    expect(load).not.toHaveBeenCalled()
    await act(async () => void jest.runAllTimers())
    expect(load).toHaveBeenCalledTimes(1)
    await expect(part.load()).resolves.toBe(Signup)
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("textbox", { name: "Email" })).toBe(email)
  })

  it("hydrates a part marked idle in place once the page is idle, with no intent of the reader's", async () => {
    jest.useFakeTimers()
    const load = loads()
    const { form, email } = await firstLoad(load, <Island part={islandPart(load, { hydrates: "idle" })} props={{}} />)
    expect(load).not.toHaveBeenCalled()
    await act(async () => void jest.runAllTimers())
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("textbox", { name: "Email" })).toBe(email)
    fireEvent.submit(form)
    expect(screen.getByText("Sent")).toBeInTheDocument()
  })

  it("leaves without an error when the page goes while its part is still hydrating, and unmounts it once hydrated", async () => {
    // A part whose hydration waits on code still on its way, as a long one on a slow phone is still under way.
    let arrive = () => {}
    const Rest = lazy(() => new Promise<{ default: typeof Signup }>(resolve => (arrive = () => resolve({ default: Signup }))))
    const load = jest.fn(() => Promise.resolve(() => <Rest />))
    const { root, email } = await firstLoad(load, <Island part={islandPart(load, { hydrates: "idle" })} props={{}} />)
    const kept = email.closest("[data-server-rendered]")!
    const said = jest.spyOn(console, "error").mockImplementation(() => undefined)
    await act(async () => void fireEvent.focusIn(email))
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => root.unmount())
    await act(() => new Promise(resolve => setTimeout(resolve)))
    await act(async () => arrive())
    await act(() => new Promise(resolve => setTimeout(resolve)))
    expect(said.mock.calls.map(call => String(call[0]))).toEqual([])
    expect(kept.childNodes).toHaveLength(0)
    said.mockRestore()
  })

  it("keeps the server's markup on the first page load, and fetches nothing until the reader reaches for it", async () => {
    const load = loads()
    const { form, email } = await firstLoad(load)
    expect(load).not.toHaveBeenCalled()
    expect(form).toContainElement(email)
  })

  it.each(["focusIn", "pointerDown"] as const)("hydrates the markup in place on %s: what was typed stays, and the part is live", async intent => {
    const load = loads()
    const { form, email } = await firstLoad(load)
    email.focus()
    email.value = "ana@example.com"
    await act(async () => void fireEvent[intent](email))
    await act(async () => void fireEvent[intent](email))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("textbox", { name: "Email" })).toBe(email)
    expect(email).toHaveValue("ana@example.com")
    expect(email).toHaveFocus()
    fireEvent.submit(form)
    expect(screen.getByText("Sent")).toBeInTheDocument()
    expect(posts).toBe(1)
  })

  it("holds a form submitted before its part is live and submits it once it is, once however often it was sent", async () => {
    const { form } = await firstLoad(loads())
    const sent: boolean[] = []
    await act(async () => {
      sent.push(fireEvent.submit(form), fireEvent.submit(form))
    })
    expect(sent).toEqual([false, false])
    expect(await screen.findByText("Sent")).toBeInTheDocument()
    expect(posts).toBe(1)
  })

  it("lets the browser post a held form itself when the part's code cannot be fetched, and tries again on the next intent", async () => {
    const load = loads("fails")
    const { form, email } = await firstLoad(load)
    const postedByTheBrowser = jest.spyOn(form, "submit").mockImplementation(() => undefined)
    await act(async () => void fireEvent.submit(form))
    expect(postedByTheBrowser).toHaveBeenCalledTimes(1)
    expect(posts).toBe(0)
    await act(async () => void fireEvent.focusIn(email))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("lets the browser post a held form itself when the part's code takes too long", async () => {
    const { form } = await firstLoad(loads("never arrives"))
    jest.useFakeTimers()
    const postedByTheBrowser = jest.spyOn(form, "submit").mockImplementation(() => undefined)
    fireEvent.submit(form)
    act(() => void jest.advanceTimersByTime(HOLD_LIMIT_MS - 1))
    expect(postedByTheBrowser).not.toHaveBeenCalled()
    act(() => void jest.advanceTimersByTime(1))
    expect(postedByTheBrowser).toHaveBeenCalledTimes(1)
  })
})

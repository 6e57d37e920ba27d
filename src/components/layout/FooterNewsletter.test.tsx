import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { navigate } from "gatsby"
import React from "react"
import { FooterNewsletter } from "./FooterNewsletter"

describe("the footer's newsletter form", () => {
  const realFetch = global.fetch
  let gtag: jest.Mock
  /** Netlify's form endpoint: each post, and the answer it gets */
  let posts: Array<{ url: string; body: string }>
  let answer: () => Promise<Response>

  beforeEach(() => {
    gtag = jest.fn()
    Object.assign(window, { gtag })
    posts = []
    answer = () => Promise.resolve({ ok: true, status: 200 } as Response)
    global.fetch = ((url: string, init: RequestInit) => {
      posts.push({ url, body: String(init.body) })
      return answer()
    }) as typeof fetch
    jest.mocked(navigate).mockClear()
  })
  afterEach(() => {
    delete (window as unknown as { gtag?: unknown }).gtag
    global.fetch = realFetch
  })

  const form = () => screen.getByRole("form", { name: "Newsletter signup" }) as HTMLFormElement
  const fill = () => {
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ana María" } })
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ana@example.com" } })
  }

  it("is a Netlify form a browser without JavaScript posts to the thank-you page, with the spec's fields", () => {
    render(<FooterNewsletter />)
    expect(form()).toHaveAttribute("action", "/newsletter-success")
    expect(form()).toHaveAttribute("method", "post")
    expect(form()).toHaveAttribute("data-netlify", "true")
    expect(form()).toHaveAttribute("netlify-honeypot", "bot-field")
    expect(form().elements.namedItem("form-name")).toHaveValue("newsletter")
    expect(screen.getByLabelText("Name")).toHaveAttribute("type", "text")
    expect(screen.getByLabelText("Name")).toBeRequired()
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email")
    expect(screen.getByLabelText("Email")).toBeRequired()
    expect(screen.getByLabelText("Don't fill this out", { selector: "input" })).toHaveAttribute("name", "bot-field")
    expect(screen.getByText("newsletter@riffandcode.dev")).toBeInTheDocument()
  })

  it("records the signup with source footer, posts it to the thank-you page and goes there", async () => {
    render(<FooterNewsletter />)
    fill()
    const nativePost = fireEvent.submit(form())
    expect(nativePost).toBe(false)
    expect(gtag).toHaveBeenCalledWith("event", "newsletter_signup", expect.objectContaining({ event_category: "conversion", source: "footer" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/newsletter-success"))
    expect(posts).toEqual([{ url: "/newsletter-success", body: "form-name=newsletter&name=Ana+Mar%C3%ADa&email=ana%40example.com&bot-field=" }])
  })

  it("shows the spec's error and keeps what was typed when the form service fails", async () => {
    answer = () => Promise.resolve({ ok: false, status: 500 } as Response)
    render(<FooterNewsletter />)
    fill()
    fireEvent.submit(form())
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again later.")
    expect(screen.getByLabelText("Name")).toHaveValue("Ana María")
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com")
    expect(navigate).not.toHaveBeenCalled()
  })

  it("shows the error when the network fails", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"))
    render(<FooterNewsletter />)
    fill()
    fireEvent.submit(form())
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again later.")
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled()
  })

  it("posts nothing and records nothing when the honeypot is filled", () => {
    render(<FooterNewsletter />)
    fill()
    fireEvent.change(screen.getByLabelText("Don't fill this out", { selector: "input" }), { target: { value: "spam" } })
    fireEvent.submit(form())
    expect(posts).toEqual([])
    expect(gtag).not.toHaveBeenCalled()
  })
})

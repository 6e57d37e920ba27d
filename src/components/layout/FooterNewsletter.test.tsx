import { fireEvent, render, screen } from "@testing-library/react"
import React from "react"
import { FooterNewsletter } from "./FooterNewsletter"

describe("the footer's newsletter form", () => {
  let gtag: jest.Mock
  beforeEach(() => {
    gtag = jest.fn()
    Object.assign(window, { gtag })
  })
  afterEach(() => {
    delete (window as unknown as { gtag?: unknown }).gtag
  })

  const form = () => screen.getByRole("form", { name: "Newsletter signup" }) as HTMLFormElement

  it("is a Netlify form posting the spec's fields to the thank-you page", () => {
    render(<FooterNewsletter />)
    expect(form()).toHaveAttribute("action", "/newsletter-success")
    expect(form()).toHaveAttribute("method", "POST")
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

  it("records the signup with source footer and lets the post go ahead", () => {
    render(<FooterNewsletter />)
    const posted = fireEvent.submit(form())
    expect(posted).toBe(true)
    expect(gtag).toHaveBeenCalledWith("event", "newsletter_signup", expect.objectContaining({ event_category: "conversion", source: "footer" }))
  })

  it("posts nothing and records nothing when the honeypot is filled", () => {
    render(<FooterNewsletter />)
    fireEvent.change(screen.getByLabelText("Don't fill this out", { selector: "input" }), { target: { value: "spam" } })
    const posted = fireEvent.submit(form())
    expect(posted).toBe(false)
    expect(gtag).not.toHaveBeenCalled()
  })
})

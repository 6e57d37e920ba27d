import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { navigate } from "gatsby"
import React from "react"
import { fillHoneypot, fillIn, networkFailure, serverError, useFakeFormService } from "../../test-support/form-service"
import { FooterNewsletter } from "./FooterNewsletter"

describe("the footer's newsletter form", () => {
  const service = useFakeFormService()
  beforeEach(() => jest.mocked(navigate).mockClear())

  const form = () => screen.getByRole("form", { name: "Newsletter signup" }) as HTMLFormElement
  const fill = () => fillIn({ Name: "Ana María", Email: "ana@example.com" })

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
    expect(service.gtag).toHaveBeenCalledWith("event", "newsletter_signup", expect.objectContaining({ event_category: "conversion", source: "footer" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/newsletter-success"))
    expect(service.posts).toEqual([{ url: "/newsletter-success", body: "form-name=newsletter&name=Ana+Mar%C3%ADa&email=ana%40example.com&bot-field=" }])
  })

  it.each([
    ["the form service fails", serverError],
    ["the network fails", networkFailure],
  ])("shows the spec's error, stays and keeps what was typed when %s", async (_, failure) => {
    service.answer = failure
    render(<FooterNewsletter />)
    fill()
    fireEvent.submit(form())
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again later.")
    expect(screen.getByLabelText("Name")).toHaveValue("Ana María")
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com")
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it("posts nothing and records nothing when the honeypot is filled", () => {
    render(<FooterNewsletter />)
    fill()
    fillHoneypot()
    fireEvent.submit(form())
    expect(service.posts).toEqual([])
    expect(service.gtag).not.toHaveBeenCalled()
  })
})

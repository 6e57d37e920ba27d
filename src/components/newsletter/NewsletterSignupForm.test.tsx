import { fireEvent, render, screen } from "@testing-library/react"
import React from "react"
import { site } from "../../config/site"
import { fillIn, useFakeFormService } from "../../test-support/form-service"
import { NewsletterSignupForm } from "./NewsletterSignupForm"

describe("the newsletter page's signup form", () => {
  const service = useFakeFormService()

  it("asks for the name as optional and the email as required", () => {
    render(<NewsletterSignupForm />)
    expect(screen.getByLabelText("Name (optional)")).not.toBeRequired()
    expect(screen.getByLabelText("Email")).toBeRequired()
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email")
  })

  it("puts the thanks and the sender address in the form's place once the signup is stored", async () => {
    render(<NewsletterSignupForm />)
    fillIn({ Email: "reader@example.com" })
    fireEvent.submit(screen.getByRole("button", { name: "Subscribe" }))
    expect(await screen.findByRole("status")).toHaveTextContent("Thanks for subscribing!")
    expect(screen.getByRole("status")).toHaveTextContent(site.newsletterEmail)
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
    expect(service.posts).toEqual([{ url: "/", body: "form-name=newsletter&name=&email=reader%40example.com&bot-field=" }])
    expect(service.gtag).toHaveBeenCalledWith("event", "newsletter_signup", expect.objectContaining({ source: "newsletter_page" }))
  })
})

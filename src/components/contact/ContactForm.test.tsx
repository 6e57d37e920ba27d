import { fireEvent, render, screen } from "@testing-library/react"
import React from "react"
import { CONTACT_FAILED, CONTACT_SENT } from "../../lib/contact"
import { fillIn, serverError, stored, useFakeFormService } from "../../test-support/form-service"
import { ContactForm } from "./ContactForm"

describe("the contact form", () => {
  const service = useFakeFormService()
  const MESSAGE = "Hola, ¿tienes todavía el código de Visual Basic?"
  const fill = () => fillIn({ Name: "Ana Pérez", Email: "ana@example.com", Message: MESSAGE })

  it("names every field as the spec does, all required, the email of the email type", () => {
    render(<ContactForm />)
    for (const [label, id] of [["Name", "contact-name"], ["Email", "contact-email"], ["Message", "contact-message"]]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("id", id)
      expect(screen.getByLabelText(label)).toBeRequired()
    }
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email")
  })

  it("says it is sending, then thanks the visitor and empties the form", async () => {
    let store = () => {}
    service.answer = () => new Promise(resolve => (store = () => resolve(stored())))
    render(<ContactForm />)
    fill()
    fireEvent.submit(screen.getByRole("button", { name: "Send Message" }))
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    store()
    expect(await screen.findByRole("status")).toHaveTextContent(CONTACT_SENT)
    expect(screen.getByLabelText("Message")).toHaveValue("")
    expect(service.posts).toEqual([
      { url: "/", body: new URLSearchParams({ "form-name": "contact", name: "Ana Pérez", email: "ana@example.com", message: MESSAGE, "bot-field": "" }).toString() },
    ])
  })

  it("keeps every word the visitor wrote when the form service fails", async () => {
    service.answer = serverError
    render(<ContactForm />)
    fill()
    fireEvent.submit(screen.getByRole("button", { name: "Send Message" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(CONTACT_FAILED)
    expect(screen.getByLabelText("Message")).toHaveValue(MESSAGE)
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })
})

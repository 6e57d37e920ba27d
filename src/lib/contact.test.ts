import { contactSubmitEvent } from "./contact"

describe("contactSubmitEvent", () => {
  it("carries the first 50 characters of the message and nothing about the sender", () => {
    const message = "Hola Mateo, I loved the CGI article and wanted to ask about your consultancy."
    expect(contactSubmitEvent(message)).toEqual({ event_category: "conversion", event_label: message.slice(0, 50) })
    expect(contactSubmitEvent(message).event_label).toHaveLength(50)
  })

  it("never carries an email address written into the message", () => {
    expect(contactSubmitEvent("Write me at ana.maria@example.com about the talk").event_label).toBe("Write me at [email] about the talk")
  })

  it("keeps a short message whole", () => {
    expect(contactSubmitEvent("Hi!").event_label).toBe("Hi!")
  })
})

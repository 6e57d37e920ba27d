import { contactSubmitEvent } from "./contact"

describe("contactSubmitEvent", () => {
  it("carries the first 50 characters of the message and nothing about the sender", () => {
    const message = "Hola Mateo, I loved the CGI article and wanted to ask about your consultancy."
    expect(contactSubmitEvent(message)).toEqual({ event_category: "conversion", event_label: message.slice(0, 50) })
    expect(contactSubmitEvent(message).event_label).toHaveLength(50)
  })

  it("keeps a short message whole", () => {
    expect(contactSubmitEvent("Hi!").event_label).toBe("Hi!")
  })
})

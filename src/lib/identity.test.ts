import { sendEditorsToCms, type IdentityWidget } from "./identity"

/** A stand-in for Netlify's widget: it only records handlers, and the test fires its events. */
function widget() {
  const handlers: Record<string, Array<(payload?: unknown) => void>> = {}
  const stub: IdentityWidget & { emit(event: string): void } = {
    on: (event, callback) => void (handlers[event] ??= []).push(callback),
    emit: event => handlers[event]?.forEach(handler => handler()),
  }
  return stub
}

describe("sendEditorsToCms", () => {
  it("sends the editor to /admin/ after a login", () => {
    const identity = widget()
    const visits: string[] = []
    sendEditorsToCms(identity, path => visits.push(path))
    identity.emit("init")
    expect(visits).toEqual([])
    identity.emit("login")
    expect(visits).toEqual(["/admin/"])
  })

  it("also when the widget had started before the site listened", () => {
    const identity = widget()
    const visits: string[] = []
    sendEditorsToCms(identity, path => visits.push(path))
    identity.emit("login")
    expect(visits).toEqual(["/admin/"])
  })

  it("stays put when the widget failed to start", () => {
    const identity = widget()
    const visits: string[] = []
    sendEditorsToCms(identity, path => visits.push(path))
    identity.emit("error")
    identity.emit("init")
    identity.emit("login")
    expect(visits).toEqual([])
  })

  it("ignores errors after a good start, such as a mistyped password before the right one", () => {
    const identity = widget()
    const visits: string[] = []
    sendEditorsToCms(identity, path => visits.push(path))
    identity.emit("init")
    identity.emit("error")
    identity.emit("login")
    expect(visits).toEqual(["/admin/"])
  })
})

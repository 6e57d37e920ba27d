import { startWhenLoaded } from "./start-when-loaded"

describe("startWhenLoaded", () => {
  it("starts the part once its code has loaded, and stops it when asked", async () => {
    const events: string[] = []
    const loading = Promise.resolve("code")
    const stop = startWhenLoaded(
      () => loading,
      code => {
        events.push(`start ${code}`)
        return () => events.push("stop")
      },
    )
    expect(events).toEqual([])
    // The part's own reaction to the load was queued first, so it has run once this resumes.
    await loading
    expect(events).toEqual(["start code"])
    stop()
    expect(events).toEqual(["start code", "stop"])
  })

  it("never starts a part stopped while its code was loading", async () => {
    let loaded: (code: string) => void = () => {}
    const loading = new Promise<string>(resolve => (loaded = resolve))
    const start = jest.fn(() => () => {})
    const stop = startWhenLoaded(() => loading, start)
    stop()
    loaded("code")
    await loading
    expect(start).not.toHaveBeenCalled()
  })
})

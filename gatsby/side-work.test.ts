/** @jest-environment node */
import { sideWorkDone, startSideWork } from "./side-work"

/** A piece of work that ends when the test says so. */
function held<T = void>() {
  let release!: (value: T) => void
  let fail!: (error: Error) => void
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve
    fail = reject
  })
  return { promise, release, fail }
}

describe("side work", () => {
  const reporter = () => ({ panicOnBuild: jest.fn() })

  it("is not done until every piece has ended, those started while waiting included", async () => {
    const first = held()
    const second = held()
    const ended: string[] = []
    const report = reporter()
    startSideWork("first", report, async () => {
      await first.promise
      ended.push("first")
      startSideWork("second", report, async () => {
        await second.promise
        ended.push("second")
      })
    })
    let done = false
    const waiting = sideWorkDone().then(() => (done = true))
    first.release()
    await new Promise(resolve => setImmediate(resolve))
    expect(done).toBe(false)
    second.release()
    await waiting
    expect(ended).toEqual(["first", "second"])
    expect(report.panicOnBuild).not.toHaveBeenCalled()
  })

  it("stops the build naming the work and its reason when a piece fails, and the build still waits for the others", async () => {
    const slow = held()
    const report = reporter()
    let slowEnded = false
    startSideWork("Social images", report, async () => {
      throw new Error("content/articles/x.md: could not make its social image: no font")
    })
    startSideWork("CMS previews", report, async () => {
      await slow.promise
      slowEnded = true
    })
    const waiting = sideWorkDone()
    slow.release()
    await waiting
    expect(slowEnded).toBe(true)
    expect(report.panicOnBuild).toHaveBeenCalledWith("Social images: content/articles/x.md: could not make its social image: no font")
  })

  it("reports a failure that happens before the work's first pause", async () => {
    const report = reporter()
    startSideWork("CMS previews", report, () => {
      throw new Error("esbuild is missing")
    })
    await sideWorkDone()
    expect(report.panicOnBuild).toHaveBeenCalledWith("CMS previews: esbuild is missing")
  })
})

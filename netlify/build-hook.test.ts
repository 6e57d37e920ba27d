/** @jest-environment node */
import http from "node:http"
import type { AddressInfo } from "node:net"
import dailyBuild, { config } from "./functions/daily-build"
import { site } from "../src/config/site"
import { BUILD_HOOK_VARIABLE, startDailyBuild } from "./build-hook"
import { dayIn } from "../src/lib/schedule"

interface HookCall {
  method: string
  path: string
  body: string
}

/** A local server standing in for Netlify's build hook: it answers `status` and records each call. */
async function buildHook(status: number) {
  const calls: HookCall[] = []
  const server = http.createServer((request, response) => {
    let body = ""
    request.on("data", chunk => (body += chunk))
    request.on("end", () => {
      calls.push({ method: request.method ?? "", path: request.url ?? "", body })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/5c23354f454e1350f8543e78`
  return { url, calls, close: () => new Promise(resolve => server.close(resolve)) }
}

describe("the daily build", () => {
  let hook: Awaited<ReturnType<typeof buildHook>> | undefined
  const originalEnv = process.env[BUILD_HOOK_VARIABLE]
  afterEach(async () => {
    await hook?.close()
    hook = undefined
    if (originalEnv === undefined) delete process.env[BUILD_HOOK_VARIABLE]
    else process.env[BUILD_HOOK_VARIABLE] = originalEnv
  })

  it("starts a build by posting to the hook, and logs that it did without the hook's address", async () => {
    hook = await buildHook(200)
    const log = jest.fn()
    await expect(startDailyBuild(hook.url, log)).resolves.toBe("started")
    expect(hook.calls).toEqual([{ method: "POST", path: "/build_hooks/5c23354f454e1350f8543e78", body: "{}" }])
    expect(log.mock.calls.flat().join("\n")).not.toContain(hook.url)
  })

  it("fails when the hook refuses, saying so without the hook's address", async () => {
    hook = await buildHook(404)
    const failure = startDailyBuild(hook.url, jest.fn())
    await expect(failure).rejects.toThrow(`The build hook in ${BUILD_HOOK_VARIABLE} answered 404: no build started.`)
    await expect(failure).rejects.not.toThrow(hook.url)
  })

  it("only logs, naming the variable, when no hook is set", async () => {
    const log = jest.fn()
    await expect(startDailyBuild(undefined, log)).resolves.toBe("no hook")
    await expect(startDailyBuild("", log)).resolves.toBe("no hook")
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`${BUILD_HOOK_VARIABLE} is not set`))
  })

  it("posts, as Netlify runs it, to the hook the environment names", async () => {
    hook = await buildHook(200)
    process.env[BUILD_HOOK_VARIABLE] = hook.url
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined)
    await dailyBuild()
    info.mockRestore()
    expect(hook.calls).toHaveLength(1)
  })

  it("runs in the first hour of the site's day, all year round", () => {
    // Netlify reads the schedule as a cron expression in UTC: minute, hour, then every day.
    const [minute, hour, ...everyDay] = config.schedule.split(" ")
    expect(everyDay).toEqual(["*", "*", "*"])
    const hourIn = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, hour: "numeric", hourCycle: "h23" })
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, "0")}-15`
      const run = new Date(`${day}T${hour.padStart(2, "0")}:${minute.padStart(2, "0")}:00Z`)
      expect({ day: dayIn(run, site.timeZone), hour: Number(hourIn.format(run)) }).toEqual({ day, hour: 0 })
    }
  })
})

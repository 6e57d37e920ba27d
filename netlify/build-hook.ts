// The daily build that publishes the posts dated that day (netlify/functions/daily-build.ts).

/** The environment variable holding the build hook's address (README: Environment variables). */
export const BUILD_HOOK_VARIABLE = "SCHEDULED_BUILD_HOOK_URL"

export type DailyBuild = "started" | "no hook"

/**
 * Asks Netlify for a build through its build hook. Without a hook it only says so: a site that
 * schedules no post needs none. A hook that refuses throws, so Netlify's log shows the run as
 * failed. The hook's address is never logged: whoever has it can start builds.
 */
export async function startDailyBuild(hookUrl: string | undefined, log: (message: string) => void = console.info): Promise<DailyBuild> {
  if (!hookUrl) {
    log(`${BUILD_HOOK_VARIABLE} is not set: no build started, so posts dated today wait for the next deploy.`)
    return "no hook"
  }
  const response = await fetch(hookUrl, { method: "POST", body: "{}" })
  if (!response.ok) throw new Error(`The build hook in ${BUILD_HOOK_VARIABLE} answered ${response.status}: no build started.`)
  log("Build started: posts dated today come out with it.")
  return "started"
}

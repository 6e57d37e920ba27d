import { BUILD_HOOK_VARIABLE, startDailyBuild } from "../build-hook"

/** Starts the build that publishes the posts dated today (src/lib/schedule.ts), once a day. */
export default async function dailyBuild(): Promise<void> {
  await startDailyBuild(process.env[BUILD_HOOK_VARIABLE])
}

// Netlify reads the schedule from this literal, in UTC: 06:05 is 00:05 in the site's time zone
// (site.timeZone, America/Mexico_City, which keeps no summer time), just after the day turns.
export const config = { schedule: "5 6 * * *" }

import { site } from "../src/config/site"
import { buildMoment, dayIn } from "../src/lib/schedule"

let today: string | undefined

/**
 * The build's day in the site's time zone, read once: a build that runs across midnight judges every
 * article by the same day. SITE_BUILD_TIME moves the clock (the e2e builds, package.json "config").
 */
export function buildDay(): string {
  today ??= dayIn(buildMoment(process.env.SITE_BUILD_TIME, new Date()), site.timeZone)
  return today
}

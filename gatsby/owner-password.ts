import type { Reporter } from "gatsby"
import { sha256Hex } from "../src/lib/owner-password"

/** Used when OWNER_PASSWORD is not set, so a fresh checkout can open the owner area (README). */
export const DEVELOPMENT_OWNER_PASSWORD = "backstage-pass"

export const ownerPassword = (): string => process.env.OWNER_PASSWORD || DEVELOPMENT_OWNER_PASSWORD

/** The digest the owner pages compare against; the password itself never reaches the built site. */
export async function ownerPasswordDigest(reporter: Reporter): Promise<string> {
  if (!process.env.OWNER_PASSWORD && process.env.NODE_ENV === "production") {
    reporter.warn(`OWNER_PASSWORD is not set: the owner area opens with the development password "${DEVELOPMENT_OWNER_PASSWORD}".`)
  }
  return sha256Hex(ownerPassword())
}

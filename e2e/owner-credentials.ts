import { ownerPassword as buildOwnerPassword } from "../gatsby/owner-password"

/** The password the browser tests' builds seal the drafts with: they build in the development mode (package.json, build:e2e). */
export const ownerPassword = (): string => buildOwnerPassword({ ...process.env, OWNER_PASSWORD_MODE: "development" })

/**
 * The owner password of local and test builds, so that a fresh clone's `npm start` opens its owner
 * area. Only a build in the development mode (OWNER_PASSWORD_MODE=development, never on Netlify)
 * seals the drafts with it, and its owner area then says so (gatsby/owner-password.ts).
 */
export const DEVELOPMENT_OWNER_PASSWORD = "backstage-pass"

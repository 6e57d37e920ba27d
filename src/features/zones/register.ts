/**
 * The archaeological zones register as content/data/zones.json holds it (sites grouped by state),
 * checked and turned into the zone entries the site builds its page from. Runs at build time.
 */
import alternativePhotos from "./alternative-photos.json"
import { checkKnownKeys } from "../../content-model/known-keys"
import { fold, type Zone } from "./zone-rules"

export const SITE_STATUSES = ["abierto", "cerrado"] as const

/**
 * The owner's visits. The data's own "visitado" is always false (it comes from the INAH list),
 * so the visited flag is read from these names, compared without case or accents.
 */
export const VISITED_SITES = [
  "Cuicuilco",
  "Templo Mayor",
  "Mixcoac",
  "Tlatelolco",
  "Cerro de la Estrella",
  "Malinalco",
  "Teotihuacan",
  "Mitla",
  "Monte Albán",
  "Cholula",
  "Chichen Itza",
] as const

/** Site name to a picture under content/images, used instead of the data's image address. */
export const ALTERNATIVE_PHOTOS: Readonly<Record<string, string>> = alternativePhotos

/** A derived zone entry, with the fields of the data that the page and the schema carry along. */
export interface ZoneEntry extends Zone {
  imageUrl: string
  imageCredit: string
  imageLicense: string
  imageSource: string
  /** the alternative photo's path relative to content/images, if the site has one */
  photoPath: string | null
}

export interface Register {
  /** every state of the data, including those without sites, in the data's order */
  states: string[]
  /** every site, in the data's order */
  zones: ZoneEntry[]
}

/** A register that cannot be built; the message says where and what. */
export class RegisterError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "RegisterError"
  }
}

const slug = (text: string): string => fold(text).replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")

/** An id made of the state and the name, stable across builds and usable in a URL or an element id. */
export const zoneIdOf = (state: string, name: string): string => `${slug(state)}--${slug(name)}`

const visitedKeys = new Set(VISITED_SITES.map(fold))
export const isVisited = (name: string): boolean => visitedKeys.has(fold(name))

const photoByKey = new Map(Object.entries(ALTERNATIVE_PHOTOS).map(([name, file]) => [fold(name), file]))
export const alternativePhotoOf = (name: string): string | null => photoByKey.get(fold(name)) ?? null

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const TEXT_FIELDS = ["detalle_estatus", "image_url", "image_credit", "image_license"] as const
const SITE_FIELDS = ["nombre", "visitado", "estatus", ...TEXT_FIELDS, "image_source"] as const

function siteEntry(state: string, index: number, site: unknown): ZoneEntry {
  const where = `state "${state}", site ${index + 1}`
  if (!isObject(site)) throw new RegisterError(`${where} must be an object`)
  const name = site.nombre
  if (typeof name !== "string" || !name.trim()) throw new RegisterError(`${where}: field "nombre" must be a name`)
  const at = `state "${state}", site "${name}"`
  checkKnownKeys(site, SITE_FIELDS, (key, detail) => new RegisterError(`${at}: field "${key}" ${detail}`))
  // Checked though not used: a wrong type here means the file was not written as the register expects.
  if (typeof site.visitado !== "boolean") throw new RegisterError(`${at}: field "visitado" must be true or false`)
  if (!(SITE_STATUSES as readonly unknown[]).includes(site.estatus)) {
    throw new RegisterError(`${at}: field "estatus" must be "abierto" or "cerrado", got ${JSON.stringify(site.estatus)}`)
  }
  for (const field of TEXT_FIELDS) {
    if (typeof site[field] !== "string") throw new RegisterError(`${at}: field "${field}" must be text (empty when unknown)`)
  }
  if (site.image_source !== "INAH") throw new RegisterError(`${at}: field "image_source" must be "INAH"`)
  return {
    zoneId: zoneIdOf(state, name),
    state,
    name,
    visited: isVisited(name),
    status: site.estatus as string,
    statusDetail: (site.detalle_estatus as string).trim(),
    imageUrl: site.image_url as string,
    imageCredit: site.image_credit as string,
    imageLicense: site.image_license as string,
    imageSource: site.image_source,
    photoPath: alternativePhotoOf(name),
  }
}

/** Checks the register's JSON and derives its zone entries; throws a RegisterError naming the state and site. */
export function parseRegister(json: unknown): Register {
  if (!isObject(json)) throw new RegisterError("must map each state's name to the list of its sites")
  const zones: ZoneEntry[] = []
  const seen = new Set<string>()
  for (const [state, sites] of Object.entries(json)) {
    if (!Array.isArray(sites)) throw new RegisterError(`state "${state}" must hold a list of sites (empty when it has none)`)
    sites.forEach((site, index) => {
      const zone = siteEntry(state, index, site)
      if (seen.has(zone.zoneId)) throw new RegisterError(`state "${state}", site "${zone.name}" is listed twice`)
      seen.add(zone.zoneId)
      zones.push(zone)
    })
  }
  return { states: Object.keys(json), zones }
}

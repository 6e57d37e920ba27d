import { site } from "../config/site"

/** The hero picks a new tagline and description this often. */
export const HERO_ROTATION_MS = 15_000

/** "for the past N years (and counting)": N counts from the year the owner started. */
export const yearsSince = (year: number, start: number = site.yearsSince): number => year - start

export const heroTitle = (tagline: string, year: number): string => `${tagline} for the past ${yearsSince(year)} years (and counting)`

/** A whole index below `count`, from a random number in [0, 1). */
export const randomIndex = (count: number, random: () => number = Math.random): number =>
  count > 0 ? Math.min(count - 1, Math.floor(random() * count)) : 0

/** A random index other than `current`, so each rotation visibly changes (when there is a choice). */
export function nextRandomIndex(count: number, current: number, random: () => number = Math.random): number {
  if (count < 2) return 0
  const other = randomIndex(count - 1, random)
  return other >= current ? other + 1 : other
}

export interface HeroIndices {
  tagline: number
  description: number
}

/** Marks a steady text whose variant the page picks while it loads. */
export const PICK = "data-pick"

/**
 * Picks the variant of each marked text of its parent element at random while the page loads, before
 * it is first drawn: a change after hydration would draw a second, larger text, which a phone counts as
 * the page's largest paint arriving late. Inline in the page, so plain old JavaScript.
 */
export const PICK_ON_LOAD = `(function(){var t=document.currentScript.parentNode.querySelectorAll("[${PICK}]");for(var i=0;i<t.length;i++){var v=t[i].querySelectorAll("[data-text]");if(v.length)t[i].firstChild.textContent=v[Math.min(v.length-1,Math.floor(Math.random()*v.length))].getAttribute("data-text")}})()`

/**
 * The tagline and description the page picked while it loaded, read from the texts it drew, or
 * null when the hero is not in the page yet (a render after a navigation).
 */
export function pickedOnLoad(hero: ParentNode | null | undefined): HeroIndices | null {
  if (!hero) return null
  const picked = Array.from(hero.querySelectorAll(`[${PICK}]`), text => {
    const variants = Array.from(text.querySelectorAll("[data-text]"), variant => variant.getAttribute("data-text"))
    return variants.indexOf(text.firstChild?.textContent ?? null)
  })
  if (picked.length !== 2 || picked.some(index => index < 0)) return null
  return { tagline: picked[0], description: picked[1] }
}

import { useEffect, useState } from "react"
import { HERO_ROTATION_MS, nextRandomIndex, pickedOnLoad, randomIndex, type HeroIndices } from "../../lib/hero"

/**
 * Which tagline and description the hero shows. The server renders the first of each. On the first
 * page load the page's inline script has already picked at random, and the browser starts from that
 * pick so hydration matches what is drawn; after a navigation it picks on mount. Then again every 15 s.
 */
export function useHeroRotation(
  hero: () => ParentNode | null,
  taglineCount: number,
  descriptionCount: number,
  random: () => number = Math.random,
): HeroIndices {
  const [picked] = useState(() => (typeof document === "undefined" ? null : pickedOnLoad(hero())))
  const [indices, setIndices] = useState<HeroIndices>(picked ?? { tagline: 0, description: 0 })
  useEffect(() => {
    if (!picked) setIndices({ tagline: randomIndex(taglineCount, random), description: randomIndex(descriptionCount, random) })
    const timer = setInterval(() => {
      setIndices(current => ({
        tagline: nextRandomIndex(taglineCount, current.tagline, random),
        description: nextRandomIndex(descriptionCount, current.description, random),
      }))
    }, HERO_ROTATION_MS)
    return () => clearInterval(timer)
  }, [picked, taglineCount, descriptionCount, random])
  return indices
}

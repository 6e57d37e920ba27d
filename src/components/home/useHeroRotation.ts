import { useEffect, useState } from "react"
import { HERO_ROTATION_MS, nextRandomIndex, randomIndex } from "../../lib/hero"

export interface HeroIndices {
  tagline: number
  description: number
}

/**
 * Which tagline and description the hero shows. The server and the first client render both use
 * the first of each, so hydration matches; after mount they are randomised, then again every 15 s.
 */
export function useHeroRotation(taglineCount: number, descriptionCount: number, random: () => number = Math.random): HeroIndices {
  const [indices, setIndices] = useState<HeroIndices>({ tagline: 0, description: 0 })
  useEffect(() => {
    setIndices({ tagline: randomIndex(taglineCount, random), description: randomIndex(descriptionCount, random) })
    const timer = setInterval(() => {
      setIndices(current => ({
        tagline: nextRandomIndex(taglineCount, current.tagline, random),
        description: nextRandomIndex(descriptionCount, current.description, random),
      }))
    }, HERO_ROTATION_MS)
    return () => clearInterval(timer)
  }, [taglineCount, descriptionCount, random])
  return indices
}

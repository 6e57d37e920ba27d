import { useEffect, useState } from "react"

/**
 * The current year, starting from the year the page was built: the server-rendered HTML and the
 * first client render agree (no hydration mismatch), and a page built last December shows the
 * new year once it is running.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear)
  useEffect(() => {
    setYear(new Date().getFullYear())
  }, [])
  return year
}

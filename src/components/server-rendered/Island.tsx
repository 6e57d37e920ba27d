import React, { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { isHydrating } from "./first-load"

/** A part of the frame whose code is fetched apart from the page's: how to fetch it, and the part as React renders it. */
export interface IslandPart {
  load: () => Promise<{ default: ComponentType }>
  Part: LazyExoticComponent<ComponentType>
}

export const islandPart = (load: IslandPart["load"]): IslandPart => ({ load, Part: lazy(load) })

/** Its children as they are, and `onLive` once they are live (hydrated, with their handlers). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive])
  return children
}

// The reader is about to use the part: one of its fields or buttons takes the focus, or a pointer
// presses on it. Either comes before any typing or click.
const INTENT = ["focusin", "pointerdown"] as const

/**
 * A part of the frame that is interactive but seldom used (the footer's signup), kept out of every
 * page's first-load JavaScript. On the first page load the server's markup stays as it is, working
 * as plain HTML, and the part hydrates on a root of its own when the reader shows the intent to use
 * it; a form submitted before then is held and submitted again once the part is live. Rendered any
 * other way (the server's render, or a frame mounted by an in-site navigation), it renders the part,
 * fetching its code first.
 */
export function Island({ part }: { part: IslandPart }) {
  const [kept] = useState(isHydrating)
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (!kept || !element) return
    let root: Root | undefined
    let held: HTMLFormElement | undefined
    let live: Promise<void> | undefined
    let gone = false
    const wake = () => {
      live ??= part.load().then(({ default: Part }) => {
        if (gone) return
        INTENT.forEach(type => element.removeEventListener(type, wake))
        element.removeEventListener("submit", hold)
        root = hydrateRoot(
          element,
          <Suspense fallback={null}>
            <Live onLive={submitHeld}>
              <Part />
            </Live>
          </Suspense>,
        )
      }, () => {
        // The code could not be fetched: the next intent tries again, and a held form is posted by
        // the browser itself, as a page without its script posts it.
        live = undefined
        const form = held
        held = undefined
        form?.submit()
      })
    }
    const submitHeld = () => {
      const form = held
      held = undefined
      form?.requestSubmit()
    }
    const hold = (event: SubmitEvent) => {
      event.preventDefault()
      held = event.target as HTMLFormElement
      wake()
    }
    INTENT.forEach(type => element.addEventListener(type, wake))
    element.addEventListener("submit", hold)
    return () => {
      gone = true
      INTENT.forEach(type => element.removeEventListener(type, wake))
      element.removeEventListener("submit", hold)
      // React refuses to unmount a root while it is committing another one's changes.
      if (root) setTimeout(() => root?.unmount())
    }
  }, [kept, part])

  // The empty inner HTML is never applied while hydrating, so the server's markup stays.
  if (kept) return <div ref={container} dangerouslySetInnerHTML={{ __html: "" }} />
  return (
    <div>
      <Suspense fallback={null}>
        <part.Part />
      </Suspense>
    </div>
  )
}

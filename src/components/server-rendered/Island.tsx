import React, { lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { whenIdle } from "../../browser/when-idle"
import { isHydrating, SERVER_RENDERED } from "./first-load"

/** A part of a page whose code is fetched apart from the page's: how to fetch it, the part once fetched, and whether it ever hydrates. */
export interface IslandPart<Props extends object> {
  load: () => Promise<ComponentType<Props>>
  /** The part's component once its code has run; until then undefined. */
  loaded: () => ComponentType<Props> | undefined
  /** The part for the server's renderer, which waits for it. */
  Rendered: ComponentType<Props>
  /**
   * A form hydrates when the reader reaches for it; controls that appear only where the browser can
   * work them hydrate once the page is idle ("idle"); text and links never need to.
   */
  hydrates: boolean | "idle"
}

export function islandPart<Props extends object = object>(
  load: IslandPart<Props>["load"],
  { hydrates = true }: { hydrates?: IslandPart<Props>["hydrates"] } = {},
): IslandPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  let component: ComponentType<Props> | undefined
  // One fetch for all the part's islands; one that failed is tried again the next time.
  const loadOnce = () =>
    (loading ??= load().then(
      loadedComponent => (component = loadedComponent),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return {
    load: loadOnce,
    loaded: () => component,
    // A lazy function component takes its props as they are; TypeScript cannot see it for props not yet known.
    Rendered: lazy(() => loadOnce().then(Part => ({ default: Part }))) as unknown as ComponentType<Props>,
    hydrates,
  }
}

/**
 * The part drawn by the browser: at once when its code has run, else once it has. A fetch that
 * fails draws nothing and is tried again the next time the part is drawn (React's and Preact's
 * `lazy` would keep the failure for the rest of the visit).
 */
function Drawn<Props extends object>({ part, props }: { part: IslandPart<Props>; props: Props }) {
  const [Part, setPart] = useState(part.loaded)
  useEffect(() => {
    if (Part) return
    let gone = false
    part.load().then(
      loaded => gone || setPart(() => loaded),
      () => undefined,
    )
    return () => {
      gone = true
    }
  }, [part, Part])
  return Part ? <Part {...props} /> : null
}

export interface IslandProps<Props extends object> {
  part: IslandPart<Props>
  /** What it shows, which must not change while it is shown: a page keys it by what it shows. */
  props: Props
  className?: string
  /** Clicks inside the server's markup while it is kept, which has no handlers of its own. */
  onKeptClick?: (event: React.MouseEvent<HTMLDivElement>) => void
}

/** Its children as they are, and `onHydrated` once they are hydrated, with their handlers. */
function OnHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

// The reader is about to use the part: one of its fields or buttons takes the focus, or a pointer
// presses on it. Either comes before any typing or click.
const INTENT = ["focusin", "pointerdown"] as const

/** How long a form submitted before its code has arrived waits for it before the browser posts it itself. */
export const HOLD_LIMIT_MS = 3000

/**
 * A part of a page kept out of its first-load JavaScript. On the first page load the server's
 * markup stays as it is, working as plain HTML: its in-site links are followed as every kept link
 * is. A part that hydrates (the footer's signup) does so on a root of its own when the reader shows
 * the intent to use it. A form submitted before then is held, and submitted again once the part is
 * live; if its code cannot be fetched, or takes longer than HOLD_LIMIT_MS, the browser posts it as
 * it would without the page's script. Rendered any other way (on the server, or mounted by an
 * in-site navigation), it renders the part, fetching its code first. Its styles must come with the
 * page that shows it, which imports them: they draw the kept markup from the first paint.
 */
export function Island<Props extends object>({ part, props, className, onKeptClick }: IslandProps<Props>) {
  const [kept] = useState(isHydrating)
  const container = useRef<HTMLDivElement>(null)
  // The kept markup hydrates with what the server rendered it with.
  const shown = useRef(props)

  useEffect(() => {
    const element = container.current
    if (!kept || !element) return
    // A part that never hydrates runs its code once the page is idle, off the first load's path, so that
    // drawn again after an in-site navigation it is drawn at once, before the frame is painted.
    if (!part.hydrates) return whenIdle(() => void part.load().catch(() => undefined))
    let root: Root | undefined
    let loading: Promise<void> | undefined
    let held: HTMLFormElement | undefined
    let limit: ReturnType<typeof setTimeout> | undefined
    let hydrated = false
    let gone = false
    // React refuses to unmount a root while it is committing another one's changes.
    const unmount = () => setTimeout(() => root?.unmount())

    const stopListening = () => {
      INTENT.forEach(type => element.removeEventListener(type, wake))
      element.removeEventListener("submit", hold, true)
    }
    const release = () => {
      clearTimeout(limit)
      const form = held
      held = undefined
      return form
    }
    const postHeldByTheBrowser = () => release()?.submit()
    const submitHeld = () => {
      stopListening()
      release()?.requestSubmit()
    }
    const hydratedNow = () => {
      hydrated = true
      if (gone) unmount()
      else submitHeld()
    }
    const wake = () => {
      loading ??= part.load().then(
        Part => {
          if (gone) return
          root = hydrateRoot(
            element,
            <OnHydrated onHydrated={hydratedNow}>
              <Part {...shown.current} />
            </OnHydrated>,
          )
        },
        () => {
          // The next intent tries again.
          loading = undefined
          postHeldByTheBrowser()
        },
      )
    }
    // Caught on the way down, before the form's own handler: until the part is live, a submission
    // is held here, however many times it is made.
    const hold = (event: SubmitEvent) => {
      event.preventDefault()
      event.stopImmediatePropagation()
      if (!held) limit = setTimeout(postHeldByTheBrowser, HOLD_LIMIT_MS)
      held = event.target as HTMLFormElement
      wake()
    }

    INTENT.forEach(type => element.addEventListener(type, wake))
    element.addEventListener("submit", hold, true)
    const cancelIdle = part.hydrates === "idle" ? whenIdle(wake) : undefined
    return () => {
      gone = true
      cancelIdle?.()
      stopListening()
      release()
      // A root still hydrating is unmounted once it has hydrated: React reports an earlier unmount as an error.
      if (hydrated) unmount()
    }
  }, [kept, part])

  // The empty inner HTML is never applied while hydrating, so the server's markup stays.
  const attributes = { className, [SERVER_RENDERED]: "" }
  if (kept) return <div ref={container} {...attributes} onClick={onKeptClick} dangerouslySetInnerHTML={{ __html: "" }} />
  // The server renders the part whole, with no Suspense boundary: the markers of one would stand
  // between the markup and the part's own root, which hydrates it without them.
  return <div {...attributes}>{typeof window === "undefined" ? <part.Rendered {...props} /> : <Drawn part={part} props={props} />}</div>
}

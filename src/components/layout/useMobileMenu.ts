import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react"

/** The spec's mobile layout: at this width and below the links move into a menu. */
export const MOBILE_QUERY = "(max-width: 768px)"

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Keeps Tab and Shift+Tab cycling inside the open menu, as in any modal panel. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== "Tab") return
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The mobile menu's state: opened by the hamburger button; closed by its close button, the overlay,
 * Escape, a link inside it, or any route change. While open, focus stays in the menu (the page's
 * scroll lock is in Header.module.css); closing by hand returns focus to the hamburger button.
 */
export function useMobileMenu(pathname: string) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  const close = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") close()
    }
    // Widening the window past the breakpoint shows the links inline: there is no menu to keep open.
    const mobile = window.matchMedia(MOBILE_QUERY)
    const onWidthChange = () => {
      if (!mobile.matches) setOpen(false)
    }
    document.addEventListener("keydown", onKeyDown)
    mobile.addEventListener("change", onWidthChange)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      mobile.removeEventListener("change", onWidthChange)
    }
  }, [open, close])

  const onPanelKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (open && panelRef.current) keepFocusInside(event, panelRef.current)
    },
    [open],
  )

  // A link closes the menu as it is followed, not when the next page renders: on a slow phone
  // that page's data and code can take seconds, and the menu would stay over the old page until then.
  const onLinkFollowed = useCallback(() => setOpen(false), [])

  return { open, openMenu: () => setOpen(true), close, onLinkFollowed, buttonRef, panelRef, onPanelKeyDown }
}

import React, { useId, useLayoutEffect, useRef } from "react"
import { FOCUSABLE, nextFocusIndex } from "../../lib/focus-trap"
import * as styles from "./Modal.module.css"

interface ModalProps {
  title: string
  onClose: () => void
  children: React.ReactNode
  /** extra buttons under the content, such as "Got it!" */
  actions?: React.ReactNode
  lang?: string
}

/**
 * A modal dialog: closes with its close button, a click on the overlay or Escape; Tab stays
 * inside while it is open, and focus returns to what had it before.
 */
export function Modal({ title, onClose, children, actions, lang }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()

  // Kept in a ref so the document listener below is attached once, yet always calls the latest onClose.
  const close = useRef(onClose)
  close.current = onClose

  // A layout effect: focus and keys belong to the dialog as soon as it is drawn, before any further input.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()

    // On the document, so the keys work even after a click on the dialog's text moved focus out.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        close.current()
        return
      }
      if (event.key !== "Tab" || !dialog.current) return
      const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      const next = nextFocusIndex(focusable.indexOf(document.activeElement as HTMLElement), focusable.length, event.shiftKey)
      event.preventDefault()
      focusable[next]?.focus()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      // After the commit that unmounts the dialog: React DOM ends a commit by refocusing what had
      // focus when it began (after a click on the overlay, the page's focus wrapper), which would
      // undo a focus given back during it.
      queueMicrotask(() => opener?.focus())
    }
  }, [])

  return (
    <div className={styles.overlay} onClick={onClose}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        lang={lang}
        onClick={event => event.stopPropagation()}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  )
}

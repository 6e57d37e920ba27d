import React, { useEffect, useRef } from "react"
import * as styles from "./Projects.module.css"

/**
 * "Coming Soon!" for a project without a page yet. A native modal dialog: it keeps focus inside,
 * closes on Escape and gives focus back to the card. Also closed by the close button, "Got it!"
 * or a click on the overlay around it.
 */
export function ComingSoonModal({ project, onClose }: { project: { title: string } | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (project && !element.open) element.showModal()
    if (!project && element.open) element.close()
  }, [project])

  return (
    // The dialog element itself is only hit outside its content box, that is, on the overlay.
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby="coming-soon-title"
      onClose={onClose}
      onClick={event => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={styles.modalBody}>
        <button type="button" className={styles.modalClose} aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id="coming-soon-title" className={styles.modalTitle}>
          Coming Soon!
        </h2>
        <p className={styles.modalProject}>{project?.title}</p>
        <p>I'm working on a detailed blog post about this project. Check back soon for the full story!</p>
        <button type="button" className={styles.modalOk} onClick={onClose}>
          Got it!
        </button>
      </div>
    </dialog>
  )
}

import React, { useState } from "react"
import { langOf, type Lang } from "../../lib/language"
import { Modal } from "../ui/Modal"
import { SearchPanel } from "./SearchPanel"
import { SEARCH_TEXT } from "./texts"

/** The language of the page being read, which search speaks and searches first. */
const pageLang = (): Lang => langOf(document.documentElement.lang)

/** Search over the page, in the page's language: loaded only when the reader opens it (SearchButton). */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const [lang] = useState(pageLang)
  return (
    <Modal title={SEARCH_TEXT[lang].title} onClose={onClose} lang={lang}>
      <SearchPanel lang={lang} autoFocus />
    </Modal>
  )
}

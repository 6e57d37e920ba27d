import React from "react"
import type { Lang } from "../../lib/language"
import { Modal } from "../ui/Modal"
import { SearchPanel } from "./SearchPanel"
import { SEARCH_TEXT } from "./texts"

/** Search over the page, in the page's language: loaded only when the reader opens it (SearchButton). */
export function SearchDialog({ lang, onClose }: { lang: Lang; onClose: () => void }) {
  return (
    <Modal title={SEARCH_TEXT[lang].title} onClose={onClose} lang={lang}>
      <SearchPanel lang={lang} autoFocus />
    </Modal>
  )
}

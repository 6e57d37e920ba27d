import { type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { DraftNotFound } from "../components/owner/DraftNotFound"
import { OwnerGate } from "../components/owner/OwnerGate"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import type { SealedDraft } from "../lib/draft-seal"

interface Context {
  /** an empty sealed value: opening it proves the password, as on every other page of the owner area */
  unlock: SealedDraft
}

/** Every address under the owner area that is not a draft (a client-only route). */
export default function DraftNotFoundPage({ pageContext }: PageProps<object, Context>) {
  return <OwnerGate sealed={pageContext.unlock}>{() => <DraftNotFound />}</OwnerGate>
}

export const Head: HeadFC<object, Context> = ({ location }) => (
  <Seo title={`Draft Not Found - ${site.name}`} path={location.pathname} noindex />
)

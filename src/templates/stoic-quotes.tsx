import { graphql, type HeadFC, type PageProps } from "gatsby"
import React, { useEffect } from "react"
import { Seo } from "../components/seo/Seo"
import { StoicQuotes } from "../features/stoic-quotes/StoicQuotes"
import * as styles from "../features/stoic-quotes/StoicQuotesPage.module.css"
import { keepAlive } from "../browser/keep-alive"
import { STOIC_QUOTES_PATH } from "../lib/paths"

export const query = graphql`
  query StoicQuotesPage($experimentId: String!) {
    allQuote(sort: { position: ASC }) {
      nodes {
        ...StoicQuote
      }
    }
    experiment(experimentId: { eq: $experimentId }) {
      thumbnailImage {
        publicURL
      }
    }
  }
`

const TITLE = "Stoic Quotes - Daily Wisdom"
const DESCRIPTION =
  "A passage a day from Marcus Aurelius, Seneca, Epictetus and Musonius Rufus, in public-domain translations. Made to be your browser's start page."

/** The standalone start page: the quotes widget filling the window, without the site's frame. */
/** What the build gives the page beside its query's variables (gatsby/pages/experiments.ts). */
export interface StoicQuotesContext {
  todaysQuoteScript: string
}

export default function StoicQuotesPage({ data, pageContext }: PageProps<Queries.StoicQuotesPageQuery, StoicQuotesContext>) {
  useEffect(() => {
    void keepAlive()
  }, [])
  return (
    <main className={styles.page} data-pagefind-body="">
      <StoicQuotes
        quotes={data.allQuote.nodes}
        onLoadScript={pageContext.todaysQuoteScript}
        height="100dvh"
        heading={<h1 className={styles.title}>Stoic Quotes</h1>}
        footer={<p className={styles.startPage}>Set this page as your browser&apos;s start page and begin every day with a line of Stoic wisdom.</p>}
      />
    </main>
  )
}

export const Head: HeadFC<Queries.StoicQuotesPageQuery> = ({ data }) => (
  <Seo title={TITLE} description={DESCRIPTION} path={STOIC_QUOTES_PATH} image={data.experiment?.thumbnailImage?.publicURL} />
)

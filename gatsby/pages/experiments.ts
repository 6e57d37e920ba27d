import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { todaysQuoteOnLoad } from "../../src/features/stoic-quotes/quote-rules"
import { MEDIA_PLAYER_DOCS_PATH, ZONES_PATH } from "../../src/lib/paths"
import type { StoicQuotesContext } from "../../src/templates/stoic-quotes"

const EXPERIMENTS_FILE = "content/data/experiments.json"

/** Each experiment's page template, by the experiment's id in experiments.json. */
const EXPERIMENT_TEMPLATES: Readonly<Record<string, string>> = {
  "stoic-quotes": "src/templates/stoic-quotes.tsx",
  "guitar-hero": "src/templates/guitar-game.tsx",
  "media-player": "src/templates/media-player.tsx",
}

/**
 * What a page is given beyond its experimentId. The quotes page's inline script is written here, by
 * the build's code, and not by the page's own: it holds a compiled function, which the build and the
 * page compilers print differently, and gatsby/inline-scripts.ts hashes the text this same code makes.
 */
const EXPERIMENT_CONTEXT: Readonly<Record<string, StoicQuotesContext>> = {
  "stoic-quotes": { todaysQuoteScript: todaysQuoteOnLoad() },
}

/** The pages of the experiments area that have no card of their own: the player's documentation and the zones register. */
const COMPANION_PAGES = [
  {
    path: MEDIA_PLAYER_DOCS_PATH,
    component: `${path.resolve("src/templates/media-player-docs.tsx")}?__contentFilePath=${path.resolve("content/docs/media-player-react.mdx")}`,
  },
  { path: ZONES_PATH, component: path.resolve("src/templates/zones.tsx") },
]

interface ExperimentIndex {
  allExperiment: { nodes: Array<{ experimentId: string; title: string; path: string; thumbnail: string; thumbnailImage: { id: string } | null }> }
}

/**
 * Every page of the experiments area, made the one way: each card of experiments.json gets its
 * page at the card's path from its template, which queries by the experimentId in its context.
 */
export async function createExperimentPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<ExperimentIndex>(`
    query ExperimentIndex {
      allExperiment {
        nodes { experimentId title path thumbnail thumbnailImage { id } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the experiments", result.errors)
    return
  }
  for (const experiment of result.data.allExperiment.nodes) {
    const where = `${EXPERIMENTS_FILE}: "${experiment.title}"`
    if (!experiment.thumbnailImage) {
      reporter.panicOnBuild(`${where}: thumbnail "${experiment.thumbnail}" is not an image under content/images`)
    }
    const template = EXPERIMENT_TEMPLATES[experiment.experimentId]
    if (!template) {
      const known = Object.keys(EXPERIMENT_TEMPLATES).join(", ")
      reporter.panicOnBuild(`${where}: id "${experiment.experimentId}" has no page template in gatsby/pages/experiments.ts (known: ${known})`)
      continue
    }
    actions.createPage({ path: experiment.path, component: path.resolve(template), context: { experimentId: experiment.experimentId, ...EXPERIMENT_CONTEXT[experiment.experimentId] } })
  }
  for (const page of COMPANION_PAGES) actions.createPage(page)
}

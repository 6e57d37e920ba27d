import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { guitarGamePath } from "../../src/lib/paths"

const gameTemplate = path.resolve("src/templates/guitar-game.tsx")

interface ExperimentIndex {
  allExperiment: { nodes: Array<{ title: string; thumbnail: string; thumbnailImage: { id: string } | null }> }
}

/** The game page, at the path built from the product's slug; and a check that every card has its picture. */
export async function createExperimentPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  actions.createPage({ path: guitarGamePath, component: gameTemplate, context: {} })

  const result = await graphql<ExperimentIndex>(`
    query ExperimentIndex {
      allExperiment {
        nodes { title thumbnail thumbnailImage { id } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the experiments", result.errors)
    return
  }
  for (const experiment of result.data.allExperiment.nodes) {
    if (!experiment.thumbnailImage) {
      reporter.panicOnBuild(
        `content/data/experiments.json: "${experiment.title}": thumbnail "${experiment.thumbnail}" is not an image under content/images`,
      )
    }
  }
}

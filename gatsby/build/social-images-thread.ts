// The entry gatsby/social-images.ts runs on another core (on-another-core.ts): every card drawn and
// published. Gatsby's thread has loaded sharp already (gatsby-node imports social-images.ts), as
// sharp asks of a worker thread on Linux, so that its libraries outlive the thread.
import { parentPort, workerData } from "node:worker_threads"
import { publishSocialImages, type Card } from "../social-images"

const { cards, cacheDir } = workerData as { cards: Card[]; cacheDir: string }
// A card that cannot be drawn rejects, and the thread's error names its article.
void publishSocialImages(cards, cacheDir).then(() => parentPort!.postMessage(undefined))

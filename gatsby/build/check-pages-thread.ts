// The entry gatsby/headers.ts runs on another core (on-another-core.ts): the check of every built page.
import { parentPort, workerData } from "node:worker_threads"
import { checkPages, type KnownScripts, type PageGroup } from "../page-scripts"

const { publicDir, groups, known } = workerData as { publicDir: string; groups: PageGroup[]; known: KnownScripts }
parentPort!.postMessage(checkPages(publicDir, groups, known))

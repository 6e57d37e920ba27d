// An article thumbnail's social image. Editors upload thumbnails at the social image's size, so the
// file they gave is shared as it is instead of being decoded and encoded again: one picture job less
// per thumbnail, and no second JPEG loss.
import { constants } from "node:fs"
import fs from "node:fs/promises"
import path from "node:path"
import type { CreateResolversArgs, GatsbyNode } from "gatsby"
import type { GraphQLEnumType, GraphQLResolveInfo } from "graphql"
import sharp from "sharp"
import { SOCIAL_IMAGE } from "../src/lib/card-picture"
import { sharedAsIs } from "../src/lib/social-image"
import { resolveField } from "./resolve-field"
import { asIsName } from "./static-files"

interface ImageSharpNode {
  parent: string
}

interface FileNode {
  absolutePath: string
  name: string
  ext: string
  internal: { contentDigest: string }
}

interface ResolveContext {
  nodeModel: { getNodeById: (args: { id: string }) => FileNode | null }
}

/**
 * Publishes the file under a name that changes with its content, so caches and social networks
 * fetch a changed picture anew, and returns its address. Awaited, unlike gatsby-transformer-sharp's
 * `original`, whose copy may still be running when the query worker is told to quit.
 */
async function publishAsIs(file: FileNode): Promise<string> {
  const name = asIsName(file)
  const target = path.join(process.cwd(), "public", "static", name)
  await fs.mkdir(path.dirname(target), { recursive: true })
  // The name holds the content's digest: a file already there is this one, and is left untouched.
  await fs.copyFile(file.absolutePath, target, constants.COPYFILE_EXCL).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error
  })
  return `/static/${name}`
}

/** The thumbnail's social image: the file itself when it can be shared as it is, else a resized copy. */
async function socialImageOf(source: ImageSharpNode, file: FileNode, context: ResolveContext, info: GraphQLResolveInfo): Promise<string> {
  if (sharedAsIs(await sharp(file.absolutePath).metadata())) return publishAsIs(file)
  const center = (info.schema.getType("ImageCropFocus") as GraphQLEnumType).getValue("CENTER")?.value
  const resized = (await resolveField(info, "ImageSharp", "resize", source, { ...SOCIAL_IMAGE, cropFocus: center }, context)) as { src: string }
  return resized.src
}

// An original and its translation share their thumbnail, and so its social image: each picture's
// is worked out once a process, by its file's content.
const socialImages = new Map<string, Promise<string>>()

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    ImageSharp: {
      socialImage: {
        type: "String",
        description: "This picture as an article's social image (SOCIAL_IMAGE's size): its address",
        resolve: (source: ImageSharpNode, _args: unknown, context: ResolveContext, info: GraphQLResolveInfo) => {
          const file = context.nodeModel.getNodeById({ id: source.parent })
          if (!file) return null
          const key = `${file.absolutePath}\n${file.internal.contentDigest}`
          if (!socialImages.has(key)) {
            // A failure is not kept: the next query tries again, as it did before.
            socialImages.set(key, socialImageOf(source, file, context, info).catch(error => {
              socialImages.delete(key)
              throw error
            }))
          }
          return socialImages.get(key)
        },
      },
    },
  })
}

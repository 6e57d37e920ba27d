import type { ContentType } from "./field"

/** An experiment's card on /experiments, one entry of content/data/experiments.json. */
export const EXPERIMENT: ContentType = {
  type: "Experiment",
  description: "An experiment's card, from content/data/experiments.json",
  fields: [
    { name: "id", nodeName: "experimentId", kind: "text", required: true, description: "The experiment's name in the code" },
    { name: "title", kind: "text", required: true, description: "The card's title; may hold {product} placeholders" },
    { name: "description", kind: "text", required: true, description: "The card's text" },
    { name: "path", kind: "text", required: true, description: "The experiment's page, a path starting with /" },
    {
      name: "thumbnail",
      kind: "text",
      required: true,
      description: "the image's path under content/images",
      fileField: "thumbnailImage",
      fileIn: "source folder",
    },
    { name: "status", kind: "text", required: true, description: "Shown on the card" },
    { name: "position", kind: "whole", computed: true, alwaysSet: true, description: "Its place in the file, from 0" },
  ],
}

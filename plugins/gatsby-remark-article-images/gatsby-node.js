// The same options, checked the same way, as gatsby-remark-images.
exports.pluginOptionsSchema = args => require("gatsby-remark-images/gatsby-node").pluginOptionsSchema(args)

// The same options, checked the same way, as gatsby-remark-images, and the site's languages, which
// tell a draft's translation by its file's name.
exports.pluginOptionsSchema = args =>
  require("gatsby-remark-images/gatsby-node")
    .pluginOptionsSchema(args)
    .append({ langs: args.Joi.array().items(args.Joi.string()).required() })

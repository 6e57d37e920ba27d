// gatsby-remark-images' pictures without its browser script. That script (gatsby-browser.js) fades
// each picture in over its blurred placeholder after every route change; it was in every page's
// first-load JavaScript, though only articles with a picture in their text have one, and without it
// a picture simply appears over the placeholder once it has loaded. Gatsby loads a plugin's
// gatsby-browser.js from its folder, so this folder, which has none, leaves it out.
module.exports = require("gatsby-remark-images")

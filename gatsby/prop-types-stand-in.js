// The browser bundle's prop-types (gatsby/prop-types.ts): prop-types' own production build, less
// its messages. Every validator, and every validator a validator makes (`PropTypes.shape({})`),
// is this one function, which checks nothing.
function standIn() {}
standIn.isRequired = standIn
const makesStandIn = () => standIn

const PropTypes = {
  checkPropTypes: standIn,
  resetWarningCache: standIn,
}
for (const name of ["any", "array", "bigint", "bool", "element", "elementType", "func", "node", "number", "object", "string", "symbol"]) PropTypes[name] = standIn
for (const name of ["arrayOf", "exact", "instanceOf", "objectOf", "oneOf", "oneOfType", "shape"]) PropTypes[name] = makesStandIn
PropTypes.PropTypes = PropTypes

module.exports = PropTypes

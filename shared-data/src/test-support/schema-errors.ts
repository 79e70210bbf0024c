// The public forms' schema tests still import their helpers from here; the helpers live in
// @inzira/test-kit. This file goes once those tests sit beside the forms' wire contract.
export { chars, itNamesEveryMissingField, schemaErrors } from '@inzira/test-kit/schema-errors';

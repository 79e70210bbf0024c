export { signedInClient, startTestContext, useTestBackend, type TestContext } from './test-backend';
export { postFrom, raiseSubmissionLimits, submitAsVisitor, type RawAnswer } from './visitor';

export { signedInClient, startTestContext, useTestBackend, type TestContext } from './test-backend';

export { signedInClient, startTestContext, useTestBackend, type TestContext } from './test-backend';
export {
  postFrom,
  raiseSubmissionLimits,
  submitAsVisitor,
  upcomingEventId,
  type RawAnswer,
} from './visitor';
/** The local siteverify's secrets (Cloudflare's test secrets and the local one). */
export { turnstileTestSecrets } from '@inzira/local-backend';
export { expectNewestFirst } from './newest-first';

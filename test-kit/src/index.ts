export {
  productionLike,
  startTestBackend,
  startTestContext,
  useTestBackend,
  type TestBackendOptions,
  type TestContext,
} from './backend';
export {
  adminClient,
  clientFor,
  nonAdminClient,
  serviceClient,
  signedInClient,
  type TestClient,
} from './clients';
export {
  postFrom,
  raiseSubmissionLimits,
  submitAsVisitor,
  upcomingEventId,
  type RawAnswer,
} from './visitor';
export { kigaliSlot } from './kigali-slot';
export { openKigaliSlot } from './open-slot';
export { expectNewestFirst } from './newest-first';
/** The local siteverify's secrets (Cloudflare's test secrets and the local one). */
export { turnstileTestSecrets } from '@inzira/local-backend';
export {
  anonFetch,
  anonPost,
  apiTables,
  fingerprint,
  hugeText,
  permissionDenied,
  repeatedStatuses,
  storedContacts,
  submissionTables,
  withNul,
} from './attacker';

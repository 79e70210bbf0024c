import type { EmailKind, OutboxRow } from '@inzira/contract/visitor-emails.ts';

/** An outbox row whose kind this function knows how to word (checked with `isEmailKind`). */
export type QueuedEmail = OutboxRow & { kind: EmailKind };

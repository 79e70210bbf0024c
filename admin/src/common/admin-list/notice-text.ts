/** The service's own message for the notice, or the entity's fallback when it has none. */
export function noticeText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

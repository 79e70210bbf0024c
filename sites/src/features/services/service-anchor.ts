// /services#content, #marketing and #events (the service pages' anchors) land on these cards.
const anchors: ReadonlyArray<readonly [RegExp, string]> = [
  [/content/i, 'content'],
  [/marketing/i, 'marketing'],
  [/event|protocol/i, 'events'],
  [/advertis/i, 'advertising'],
  [/translat/i, 'translation'],
  [/administ/i, 'administration'],
];

/** The anchor id of a service card, from its title; undefined when none fits. */
export function serviceAnchor(title: string): string | undefined {
  return anchors.find(([pattern]) => pattern.test(title))?.[1];
}

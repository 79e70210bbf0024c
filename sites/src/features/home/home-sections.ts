/** Ids the hero buttons scroll to. */
export const homeSectionIds = { services: 'services', video: 'video' } as const;

/** Ids the hero buttons scroll to. */
export const homeSectionIds = { services: 'services', howWeWork: 'how-we-work' } as const;

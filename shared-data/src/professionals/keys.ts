export const professionalKeys = {
  all: ['professionals'] as const,
  featured: () => ['professionals', 'featured'] as const,
  options: () => ['professionals', 'options'] as const,
  team: () => ['professionals', 'team'] as const,
};

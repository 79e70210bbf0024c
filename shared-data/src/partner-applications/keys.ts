export const partnerApplicationKeys = {
  all: ['partner_applications'] as const,
};

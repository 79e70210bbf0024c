export const bookingKeys = {
  all: ['bookings'] as const,
};

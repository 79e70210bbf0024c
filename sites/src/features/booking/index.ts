export { BookingProvider } from './booking-provider';
// For the build only (sites/src/entry-server.tsx): the dialog written into each page that offers
// a Book button, shown before the app has started. The app itself loads it lazily.
export { BookingModal } from './booking-modal';

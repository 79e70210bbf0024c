export { fromKigaliInput, kigaliDayBounds, kigaliInputTime, toKigaliInput } from './kigali-input';

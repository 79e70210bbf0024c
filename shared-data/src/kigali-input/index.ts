export { fromKigaliInput, kigaliInputTime, toKigaliInput } from './kigali-input';

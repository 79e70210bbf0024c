export { fromKigaliInput, KIGALI_ZONE, kigaliInputTime, toKigaliInput } from './kigali-input';

export { formatKigaliDate, formatKigaliDateTime, formatKigaliRange } from './kigali-date';

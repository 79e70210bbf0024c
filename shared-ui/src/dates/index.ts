export { formatKigaliDate, formatKigaliDateTime } from './kigali-date';

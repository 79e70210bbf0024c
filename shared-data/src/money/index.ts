export { formatMoney } from './format-money';

export { TwoFactor } from './two-factor';

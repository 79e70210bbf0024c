export { ApplyNowButton, type ApplyNowButtonProps } from './apply-now-button';

export { ErrorScreen } from './error-screen';

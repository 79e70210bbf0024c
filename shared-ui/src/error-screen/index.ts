export { englishErrorScreenTexts, ErrorScreen, type ErrorScreenTexts } from './error-screen';

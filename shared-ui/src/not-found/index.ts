export { englishNotFoundTexts, NotFoundPage, type NotFoundTexts } from './not-found-page';

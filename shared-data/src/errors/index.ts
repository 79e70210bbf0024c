export { ERROR_MESSAGES, errorMessage, toUserError, unwrap } from './user-error';

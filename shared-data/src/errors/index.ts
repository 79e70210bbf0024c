export { ERROR_MESSAGES, toUserError, unwrap } from './user-error';

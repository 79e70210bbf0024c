import { HttpError } from '../http/types';

/** GoTrue's error body, which auth-js reads through `error_code` and `msg`. */
export const authError = (
  status: number,
  errorCode: string,
  msg: string,
  extra: Record<string, unknown> = {},
) => new HttpError(status, { code: status, error_code: errorCode, msg, ...extra });

export const invalidCredentials = () =>
  authError(400, 'invalid_credentials', 'Invalid login credentials');

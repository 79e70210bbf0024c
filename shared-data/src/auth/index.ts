export { authKeys } from './keys';
export { getIsAdmin, getSession, useIsAdmin, useSession, type SessionState } from './auth-queries';
export { SIGN_IN_MESSAGES, signIn, signOut } from './auth-mutations';
export {
  changePasswordSchema,
  loginSchema,
  MIN_PASSWORD_LENGTH,
  type ChangePasswordFormValues,
  type LoginFormValues,
} from './auth.schema';
export {
  confirmTotp,
  enrollTotp,
  needsSecondFactor,
  removeTotp,
  verifiedTotpFactors,
  verifySignInCode,
  type TotpEnrolment,
} from './mfa';
export {
  changePasswordWithCode,
  requestPasswordReset,
  RESET_REQUESTED_MESSAGE,
  sendReauthenticationCode,
  setNewPassword,
} from './password';
export { openSessionFromLink } from './email-link';

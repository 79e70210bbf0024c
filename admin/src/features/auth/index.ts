export { LoginForm } from './login-form';
export { RequireAdmin } from './require-admin';
export { useSignIn } from './use-sign-in';
export { RequireArea } from './require-area';
export { useMemberRole } from './use-member-role';
export { CodeForm } from './code-form';
export { useNeedsSecondFactor } from './use-second-factor';

export { LoginForm } from './login-form';
export { RequireAdmin } from './require-admin';
export { useSignIn } from './use-sign-in';

import * as yup from 'yup';

/** Login form: email required and valid, password required. */
export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .email('Please enter a valid email address')
    .required('Email is required'),
  password: yup.string().required('Password is required'),
});

export type LoginFormValues = yup.InferType<typeof loginSchema>;

export const MIN_PASSWORD_LENGTH = 8;

/** Settings page: a new password of at least 8 characters, typed twice. */
export const changePasswordSchema = yup.object({
  newPassword: yup
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(72, 'Password must be at most 72 characters')
    .required('New password is required'),
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('newPassword')], 'Passwords do not match')
    .required('Please confirm the new password'),
});

export type ChangePasswordFormValues = yup.InferType<typeof changePasswordSchema>;

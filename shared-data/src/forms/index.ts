export { submitForm, type FormOutcome, type FormspreeConfig } from './submit-form';

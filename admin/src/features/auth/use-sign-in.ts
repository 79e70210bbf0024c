import {
  getIsAdmin,
  needsSecondFactor,
  SIGN_IN_MESSAGES,
  signIn,
  signOut,
  verifySignInCode,
} from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AUTH_MESSAGES } from './auth-messages';
import { errorMessage } from '@inzira/shared-data/errors';

/** "Successfully signed in!" shows for 1 s before the sign-in screen is left (docs/product.md, "Constants"). */
export const REDIRECT_AFTER_SIGN_IN_MS = 1000;

/**
 * Signs in, refuses accounts that are not administrators (signing them straight out again),
 * and toasts the outcome with the messages of docs/product.md ("Messages").
 */
export function useSignIn() {
  const client = useAuthClient();
  const navigate = useNavigate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // While the success toast shows, the already-signed-in redirect must not cut it short.
  const isRedirecting = useRef(false);
  // A member with an authenticator app gives its code after the password.
  const [askCode, setAskCode] = useState(false);

  function enter() {
    enqueueSnackbar(SIGN_IN_MESSAGES.success, { variant: 'success' });
    setTimeout(() => navigate(paths.dashboard, { replace: true }), REDIRECT_AFTER_SIGN_IN_MS);
  }

  /** Resolves false when signing in failed (the form puts focus back on the password). */
  async function handleSignIn(email: string, password: string): Promise<boolean> {
    // A new attempt starts clean: an earlier failure's notice must not follow the admin in.
    closeSnackbar();
    try {
      await signIn(client, email, password);
      isRedirecting.current = true;
      if (!(await getIsAdmin(client))) {
        await signOut(client);
        isRedirecting.current = false;
        enqueueSnackbar(AUTH_MESSAGES.notAdmin, { variant: 'error' });
        return false;
      }
      if (await needsSecondFactor(client)) {
        setAskCode(true);
        return true;
      }
      enter();
      return true;
    } catch (error) {
      isRedirecting.current = false;
      enqueueSnackbar(errorMessage(error, SIGN_IN_MESSAGES.fallback), { variant: 'error' });
      return false;
    }
  }

  /** The authenticator's code: the session reaches aal2 and the member goes in. */
  async function handleCode(code: string): Promise<void> {
    closeSnackbar();
    try {
      isRedirecting.current = true;
      await verifySignInCode(client, code);
      enter();
    } catch (error) {
      isRedirecting.current = false;
      enqueueSnackbar(errorMessage(error, SIGN_IN_MESSAGES.fallback), { variant: 'error' });
    }
  }

  return { handleSignIn, handleCode, askCode, isRedirecting };
}

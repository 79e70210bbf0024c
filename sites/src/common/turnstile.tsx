import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// Cloudflare asks that the script be loaded from its own URL, never proxied or cached.
const cloudflareScript = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface RenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  /** The token travels in our JSON body, not in a hidden input. */
  'response-field': boolean;
}

interface TurnstileApi {
  render(container: HTMLElement, options: RenderOptions): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_LOAD_FAILED =
  'The security check could not be loaded. Please check your connection and reload the page.';

// One script for the page; a failed load is tried again by the next form that needs it.
let loading: Promise<TurnstileApi> | undefined;
function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile is missing'));
    script.onerror = () => reject(new Error('Turnstile did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

interface Widget {
  api: TurnstileApi;
  id: string;
}

interface TurnstileWidgetProps {
  siteKey: string;
  scriptUrl: string;
  token: RefObject<string | undefined>;
  widget: RefObject<Widget | undefined>;
}

/** Cloudflare's widget, rendered explicitly; its current token is kept in `token`. */
function TurnstileWidget({ siteKey, scriptUrl, token, widget }: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    let rendered: Widget | undefined;
    loadTurnstile(scriptUrl).then(
      (api) => {
        if (!active || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (value) => (token.current = value),
          'expired-callback': () => (token.current = undefined),
          'error-callback': () => (token.current = undefined),
          'response-field': false,
        });
        if (!id) return;
        rendered = { api, id };
        widget.current = rendered;
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      if (rendered) rendered.api.remove(rendered.id);
      widget.current = undefined;
      token.current = undefined;
    };
  }, [siteKey, scriptUrl, token, widget]);
  if (failed) return <Alert severity="error">{TURNSTILE_LOAD_FAILED}</Alert>;
  // The widget's own height, reserved so the button below does not move when it appears.
  return <Box ref={container} sx={{ minHeight: 65 }} />;
}

/**
 * Cloudflare Turnstile for a public form when the site has a key (unset: no widget and no
 * token). `takeToken` hands the current token to one submission and resets the widget, as a
 * token is good once (docs/trusted-submissions.md, "Turnstile"). `scriptUrl` is Cloudflare's
 * script; tests load the local backend's stand-in (`/turnstile/v0/api.js`) instead.
 */
export function useTurnstile(siteKey: string | undefined, scriptUrl = cloudflareScript) {
  const token = useRef<string | undefined>(undefined);
  const widget = useRef<Widget | undefined>(undefined);
  const takeToken = useCallback(() => {
    const current = token.current;
    token.current = undefined;
    if (widget.current) widget.current.api.reset(widget.current.id);
    return current;
  }, []);
  if (!siteKey) return { widget: null, takeToken: undefined };
  return {
    widget: (
      <TurnstileWidget siteKey={siteKey} scriptUrl={scriptUrl} token={token} widget={widget} />
    ),
    takeToken,
  };
}

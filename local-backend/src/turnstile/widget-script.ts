/**
 * A local stand-in for Cloudflare's `api.js` (which cannot load without a network): the same
 * `turnstile.render/reset/remove/getResponse`, "solving" each challenge at once with a token from
 * this backend's `POST /turnstile/v0/token`, which its siteverify accepts once.
 */
export function widgetScript(tokenUrl: string): string {
  return `(() => {
  const tokenUrl = ${JSON.stringify(tokenUrl)};
  const widgets = new Map();
  let count = 0;
  async function solve(id) {
    const widget = widgets.get(id);
    if (!widget) return;
    widget.token = undefined;
    widget.box.textContent = 'Checking (local Turnstile)...';
    try {
      const response = await fetch(tokenUrl, { method: 'POST' });
      const { token } = await response.json();
      if (widgets.get(id) !== widget) return;
      widget.token = token;
      widget.box.textContent = 'Security check passed (local Turnstile)';
      if (widget.options.callback) widget.options.callback(token);
    } catch (error) {
      widget.box.textContent = 'Security check failed (local Turnstile)';
      if (widget.options['error-callback']) widget.options['error-callback'](String(error));
    }
  }
  window.turnstile = {
    render(container, options) {
      const parent = typeof container === 'string' ? document.querySelector(container) : container;
      const box = document.createElement('div');
      box.setAttribute('role', 'status');
      parent.append(box);
      const id = 'local-turnstile-' + ++count;
      widgets.set(id, { box, options });
      void solve(id);
      return id;
    },
    reset(id) {
      void solve(id);
    },
    remove(id) {
      const widget = widgets.get(id);
      if (widget) widget.box.remove();
      widgets.delete(id);
    },
    getResponse(id) {
      return widgets.get(id) && widgets.get(id).token;
    },
  };
})();
`;
}

// Copied into each prerendered page by sites/scripts/prerender.ts and loaded before the body, so
// it runs before anything can be clicked. A prerendered page shows its buttons and fields before
// the app has started; without this, a click on "Book Now" or the first letters typed into a
// search field in that moment would do nothing. Until the app says it is ready (the
// `inzira:app-ready` event, sent once the page has hydrated), clicks on controls are held and
// typed values remembered; then each held click is made again and each field's value handed to
// the app, in order. Links are left alone: they work without JavaScript.
(() => {
  const controls =
    'button, summary, input, select, textarea, [role="button"], [role="tab"], ' +
    '[role="checkbox"], [role="switch"], [role="radio"], [role="menuitem"], [role="option"]';
  const clicks = [];
  const typed = new Map();

  /** Child positions from <body> down, to find the element again if the app replaced it. */
  const pathOf = (element) => {
    const path = [];
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
    }
    return path;
  };
  const find = ({ element, path }) => {
    if (element.isConnected) return element;
    let node = document.body;
    for (const index of path) node = node?.children[index];
    return node && node.tagName === element.tagName ? node : undefined;
  };

  const onClick = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const control = target.closest(controls);
    // A text field only takes focus on click; its typing is remembered below.
    const textField =
      'input:not([type=button], [type=submit], [type=checkbox], [type=radio]), select, textarea';
    if (!control || control.matches(textField)) return;
    // Held, not half-done: no form is posted, no box ticked, the app does not see it yet.
    event.preventDefault();
    event.stopImmediatePropagation();
    clicks.push({ element: control, path: pathOf(control) });
  };
  const onInput = (event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      typed.set(field, { element: field, path: pathOf(field), value: field.value });
    }
  };

  const replay = () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('input', onInput, true);
    for (const entry of typed.values()) {
      const field = find(entry);
      if (!field) continue;
      const prototype = Object.getPrototypeOf(field);
      const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
      // React only reports a change it has not seen: clear through the element's own setter
      // (React's tracker notes ""), set the typed text natively, then announce the input.
      field.value = '';
      setValue?.call(field, entry.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const entry of clicks) find(entry)?.click();
  };

  window.addEventListener('click', onClick, true);
  window.addEventListener('input', onInput, true);
  document.addEventListener('inzira:app-ready', replay, { once: true });
})();

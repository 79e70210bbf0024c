// Copied into each prerendered page by sites/scripts/prerender.ts and loaded before the body, so
// it runs before anything can be clicked. A prerendered page shows its buttons and fields before
// the app has started; without this, a click on "Book Now" or the first letters typed into a
// search field in that moment would do nothing. Until the app says it is ready (the
// `inzira:app-ready` event, sent once the page has hydrated), clicks on controls are held and
// typed values remembered; then each held click is made again and each field's value handed to
// the app, in order. Links are left alone: they work without JavaScript.
//
// A button that opens a public form (`data-opens-form="<form>"`) answers at once, before and
// after hydration: on the first touch, hover or focus the form's code is requested
// (modulepreload of its chunks, so it downloads beside the app instead of after it), and a
// press shows a loading bar and marks the button busy until the form's dialog is on screen
// (docs/performance.md, "The call to action answers at once").
(() => {
  // Each form's chunks, written here by sites/scripts/prerender.ts from the build manifest.
  const formChunks = /* FORM_CHUNKS */ {};
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

  const requested = new Set();
  const formOf = (event) =>
    event.target instanceof Element ? event.target.closest('[data-opens-form]') : null;
  const onIntent = (event) => {
    const trigger = formOf(event);
    const chunks = trigger ? formChunks[trigger.dataset.opensForm] : undefined;
    for (const href of chunks ?? []) {
      if (requested.has(href)) continue;
      requested.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };

  // Set with the DOM's own style API (allowed by the CSP, unlike a style attribute in markup).
  let bar;
  let busy;
  const settle = () => {
    busy?.removeAttribute('aria-busy');
    busy?.style.removeProperty('opacity');
    bar?.remove();
    bar = busy = undefined;
  };
  const dialogShown = new MutationObserver(() => {
    if (document.querySelector('[role="dialog"]')) {
      dialogShown.disconnect();
      settle();
    }
  });
  const onPress = (event) => {
    const trigger = formOf(event);
    if (!trigger || bar) return;
    busy = trigger;
    trigger.setAttribute('aria-busy', 'true');
    trigger.style.setProperty('opacity', '0.75');
    bar = document.createElement('div');
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Opening the form');
    const style = bar.style;
    style.setProperty('position', 'fixed');
    style.setProperty('inset', '0 0 auto 0');
    style.setProperty('height', '4px');
    style.setProperty('z-index', '2147483647');
    style.setProperty('background', '#0b5d4b');
    style.setProperty('transform-origin', 'left');
    document.body.append(bar);
    // Creeps towards the end without reaching it: the bar goes when the form is shown.
    bar.animate([{ transform: 'scaleX(0.05)' }, { transform: 'scaleX(0.9)' }], {
      duration: 8000,
      easing: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
      fill: 'forwards',
    });
    dialogShown.observe(document.body, { childList: true, subtree: true });
  };

  for (const type of ['pointerdown', 'pointerover', 'focusin']) {
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  // Registered before onClick, so a press held for the app is still shown at once.
  window.addEventListener('click', onIntent, true);
  window.addEventListener('click', onPress, true);
  window.addEventListener('click', onClick, true);
  window.addEventListener('input', onInput, true);
  document.addEventListener('inzira:app-ready', replay, { once: true });
})();

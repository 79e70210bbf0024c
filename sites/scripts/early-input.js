// Written into each prerendered page's <head> by sites/scripts/prerender.ts (inline, allowed by
// its hash in the CSP), so it runs before anything can be clicked. A prerendered page shows its
// buttons and fields before the app has started; without this, a click on "Book Now" or the
// first letters typed into a search field in that moment would do nothing. Until the app says it is ready (the
// `inzira:app-ready` event, sent once the page has hydrated), clicks on controls are held and
// typed values remembered; then each held click is made again and each field's value handed to
// the app, in order. Links are left alone: they work without JavaScript.
//
// A button that opens a public form (`data-opens-form="<form>"`) answers at once, before and
// after hydration: on the first touch, hover or focus the form's code is requested
// (modulepreload of its chunks, so it downloads beside the app instead of after it), and a
// press shows a loading bar and marks the button busy until the form's dialog is on screen
// (docs/performance.md, "The call to action answers at once").
//
// Before the app has started, the press shows the form itself: the page holds each form's dialog
// as a <template> (written by the prerender from the app's own rendering); a copy of it opens as
// a modal dialog and takes typing at once. When the app opens its dialog (the press, replayed),
// it takes over what was typed, the time the copy was shown and a Submit pressed meanwhile,
// which the app then submits through its own checks (sites/src/common/early-form/
// early-form-handoff.ts names the attributes both sides use; docs/performance.md, "A form
// before the app").
(() => {
  // Each form's chunks, written here by sites/scripts/prerender.ts from the build manifest.
  const formChunks = /* FORM_CHUNKS */ {};
  // What the script says, written here by the prerender (sites/src/common/early-form/early-form-texts.ts).
  // One set per language; the page's own by <html lang> (English when it has none).
  const textsByLocale = /* TEXTS */ {};
  const texts = textsByLocale[document.documentElement.lang] ?? textsByLocale.en;
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
    if (!target || target.closest('a[href], [data-early-form]')) return;
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
    if (field instanceof Element && field.closest('[data-early-form]')) return;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      typed.set(field, { element: field, path: pathOf(field), value: field.value });
    }
  };

  let appReady = false;
  const replay = () => {
    appReady = true;
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('input', onInput, true);
    for (const entry of typed.values()) {
      const field = find(entry);
      if (!field) continue;
      const prototype = Object.getPrototypeOf(field);
      const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
      // React only reports a change it has not seen: clear through the element's own setter
      // (React's tracker notes ""), set the typed text natively, then announce the input. A
      // select's choice React takes from its change event.
      field.value = '';
      setValue?.call(field, entry.value);
      const select = field instanceof HTMLSelectElement;
      field.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
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
  // The app's dialog, not a copy shown before the app had started.
  const appDialogShown = () =>
    [...document.querySelectorAll('[role="dialog"]')].some((d) => !d.closest('[data-early-form]'));
  const dialogShown = new MutationObserver(() => {
    if (appDialogShown()) {
      dialogShown.disconnect();
      settle();
    }
  });
  const showBar = (label) => {
    bar = document.createElement('div');
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', label);
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

  // The copy of a form on screen before the app has started, and what showing it changed.
  let early;
  const root = () => document.getElementById('root');
  const fieldsOf = (copy) =>
    [...copy.querySelectorAll('input, select, textarea, button, [tabindex="0"]')].filter(
      (element) =>
        element.tabIndex >= 0 && !element.matches('[data-testid^="sentinel"]') && !element.disabled,
    );
  /** The pre-fill a button names (`data-form-values`), as the fields' defaults. */
  const prefill = (copy, trigger) => {
    let values = {};
    try {
      values = JSON.parse(trigger.dataset.formValues || '{}');
    } catch {
      return;
    }
    for (const [name, value] of Object.entries(values)) {
      const field = copy.querySelector(`[name="${CSS.escape(name)}"]`);
      if (field instanceof HTMLSelectElement) {
        const match = [...field.options].find((option) => option.value === String(value));
        if (!match) continue;
        for (const option of field.options) option.defaultSelected = option === match;
        field.value = match.value;
      } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        field.defaultValue = String(value);
        field.value = String(value);
      }
    }
  };
  const unlock = () => {
    document.documentElement.style.removeProperty('overflow');
    root()?.removeAttribute('inert');
  };
  // A copy closed after its press was replayed, kept hidden until the app's dialog reads it.
  let closedCopy;
  const dropClosedCopy = () => {
    closedCopy?.remove();
    closedCopy = undefined;
  };
  const closeEarly = () => {
    if (!early) return;
    const { copy, trigger } = early;
    early = undefined;
    unlock();
    settle();
    trigger.focus();
    if (appReady) {
      // The press was already made again for the app, whose dialog is on its way: the copy goes
      // from the screen now but stays in the page, marked closed, so the dialog reads that the
      // visitor closed the form and closes itself instead of opening over the page.
      copy.dataset.closed = '';
      copy.inert = true;
      copy.setAttribute('aria-hidden', 'true');
      copy.style.setProperty('display', 'none');
      closedCopy = copy;
      return;
    }
    copy.remove();
    // Closed before the app started: the press is not replayed, nothing opens later.
    for (let index = clicks.length - 1; index >= 0; index -= 1) {
      if (clicks[index].element === trigger) clicks.splice(index, 1);
    }
  };
  /** The app has taken the copy over (its dialog is on screen): fade out as the dialog fades in. */
  const taken = (event) => {
    const copy = event.currentTarget;
    if (copy === closedCopy) return dropClosedCopy();
    if (!early || early.copy !== copy) return;
    early = undefined;
    // Out of reach and out of the accessibility tree while it fades: the app's dialog is the form.
    copy.inert = true;
    copy.setAttribute('aria-hidden', 'true');
    unlock();
    settle();
    copy
      .animate([{ opacity: 1 }, { opacity: 0 }], { duration: 225, fill: 'forwards' })
      .finished.then(
        () => copy.remove(),
        () => copy.remove(),
      );
  };
  const onEarlyKey = (event) => {
    if (event.key === 'Escape') closeEarly();
  };
  const onEarlyClick = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // The close button, or the backdrop around the dialog (its container, not its content).
    if (target?.closest('[aria-label="Close"]') || target?.matches('.MuiDialog-container')) {
      closeEarly();
    }
  };
  // Focus styles and the focus trap, as the app's fields and dialog give them.
  const onEarlyFocus = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!early || !target) return;
    if (target.matches('[data-testid="sentinelStart"], [data-testid="sentinelEnd"]')) {
      const fields = fieldsOf(early.copy);
      const next = target.matches('[data-testid="sentinelStart"]') ? fields.at(-1) : fields[0];
      next?.focus();
      return;
    }
    const control = target.closest('.MuiFormControl-root');
    for (const element of early.copy.querySelectorAll('.Mui-focused')) {
      element.classList.remove('Mui-focused');
    }
    if (control && event.type === 'focusin') {
      control.querySelector('.MuiInputBase-root')?.classList.add('Mui-focused');
      control.querySelector('.MuiFormLabel-root')?.classList.add('Mui-focused');
    }
  };
  /** A Submit before the app is ready: held for the app, which submits with its own checks. */
  const onEarlySubmit = (event) => {
    event.preventDefault();
    if (!early || 'submitHeld' in early.copy.dataset) return;
    early.copy.dataset.submitHeld = '';
    const button = early.copy.querySelector('button[type="submit"]');
    button?.setAttribute('aria-busy', 'true');
    button?.setAttribute('aria-disabled', 'true');
    button?.classList.add('Mui-disabled');
    if (!bar) showBar(texts.sendingForm);
  };
  /** A copy of the form `trigger` opens, shown at once; false when the page has none. */
  const showEarly = (trigger) => {
    const template = document.getElementById(`early-form-${trigger.dataset.opensForm}`);
    const source = template instanceof HTMLTemplateElement && template.content.firstElementChild;
    if (!source) return false;
    const copy = source.cloneNode(true);
    copy.dataset.shownAt = String(Date.now());
    prefill(copy, trigger);
    copy.addEventListener('keydown', onEarlyKey);
    copy.addEventListener('click', onEarlyClick);
    copy.addEventListener('focusin', onEarlyFocus);
    copy.addEventListener('focusout', onEarlyFocus);
    copy.addEventListener('submit', onEarlySubmit);
    copy.addEventListener('inzira:early-form-taken', taken, { once: true });
    early = { copy, trigger };
    document.documentElement.style.setProperty('overflow', 'hidden');
    root()?.setAttribute('inert', '');
    document.body.append(copy);
    // Into the first field: the visitor can type at once.
    fieldsOf(copy)
      .find((element) => element.matches('input, select, textarea'))
      ?.focus();
    return true;
  };

  const onPress = (event) => {
    const trigger = formOf(event);
    if (!trigger || bar || early) return;
    // A new press opens the form afresh: a closed copy the app never read is not its to read.
    dropClosedCopy();
    if (!appReady && showEarly(trigger)) return;
    busy = trigger;
    trigger.setAttribute('aria-busy', 'true');
    trigger.style.setProperty('opacity', '0.75');
    showBar(texts.openingForm);
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

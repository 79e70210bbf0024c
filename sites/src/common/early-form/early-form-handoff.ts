/**
 * The hand-off between a form shown before the app has started and the app's own dialog
 * (docs/performance.md, "A form before the app"). The prerendered page holds each form's markup
 * in a `<template data-early-form-template="<form>">`; sites/scripts/early-input.js shows a copy
 * on the press of its button (marked `data-early-form="<form>"`, with `data-shown-at` and, once
 * Submit was pressed, `data-submit-held`; `data-closed` when the visitor closed it after its
 * press was made again for the app). The app's dialog reads that copy here when it opens,
 * then tells the script to take it away. The attribute names below are the script's too.
 */

/** The live copy of a form shown before the app had started, if one is on screen. */
export function findEarlyForm(form: string): HTMLElement | undefined {
  // The build renders the form too, with no page around it.
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll<HTMLElement>('[data-early-form]')) {
    if (element.dataset.earlyForm === form) return element;
  }
  return undefined;
}

export interface EarlyFormState {
  /** Each field the visitor changed, by name, as they left it (text fields, selects, text areas). */
  values: Record<string, string>;
  /** The field that had focus, so the app's dialog can put it back there. */
  focused?: string;
  /** Submit was pressed: the app submits once it has taken over, with its own checks. */
  submitHeld: boolean;
  /**
   * The visitor closed the copy after its press had been made again for the app: the app's
   * dialog, already on its way, closes instead of opening.
   */
  closed: boolean;
}

/**
 * When the copy was first shown (epoch ms), so a form's fill time counts from the moment the
 * visitor saw it; undefined when the attribute is missing or not a past moment.
 */
export function earlyShownAt(copy: HTMLElement, now = Date.now()): number | undefined {
  const shownAt = Number(copy.dataset.shownAt);
  return Number.isFinite(shownAt) && shownAt > 0 && shownAt <= now ? shownAt : undefined;
}

/**
 * Whether the visitor changed a field of the copy. The copy's defaults (the prerendered values
 * and the button's pre-fill, which early-input.js writes as defaults) are the app's to set: its
 * dialog opens with the same ones.
 */
function isChanged(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/** What the visitor typed or chose in the copy: named text fields, selects and text areas. */
export function readEarlyForm(copy: HTMLElement): EarlyFormState {
  const values: Record<string, string> = {};
  for (const field of copy.querySelectorAll<HTMLElement>(
    'input[name], select[name], textarea[name]',
  )) {
    const isTextLike =
      (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type)) ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement;
    if (isTextLike && isChanged(field)) values[field.name] = field.value;
  }
  const active = copy.ownerDocument.activeElement;
  const focused =
    active instanceof HTMLElement && copy.contains(active) ? active.getAttribute('name') : null;
  return {
    values,
    focused: focused ?? undefined,
    submitHeld: 'submitHeld' in copy.dataset,
    closed: 'closed' in copy.dataset,
  };
}

/** Tells early-input.js the app has taken the copy over: it fades it out and removes it. */
export function releaseEarlyForm(copy: HTMLElement): void {
  copy.dispatchEvent(new Event('inzira:early-form-taken'));
}

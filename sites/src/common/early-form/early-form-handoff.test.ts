import { afterEach, describe, expect, it } from 'vitest';
import { earlyShownAt, findEarlyForm, readEarlyForm } from './early-form-handoff';

// The copy as the prerender writes it and early-input.js shows it (pre-fill as defaults).
function showCopy(): HTMLElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div data-early-form="booking" data-shown-at="1000">
      <form>
        <input name="name" value="">
        <input name="countryCode" value="+250">
        <select name="service"><option value="">Choose</option><option value="Others">Others</option></select>
        <textarea name="description"></textarea>
        <input name="_gotcha" value="">
        <input type="checkbox" name="consent">
      </form>
    </div>`,
  );
  const copy = findEarlyForm('booking');
  if (!copy) throw new Error('no copy');
  return copy;
}

const field = <T extends Element>(copy: HTMLElement, name: string, type: new () => T): T => {
  const element = copy.querySelector(`[name="${name}"]`);
  if (!(element instanceof type)) throw new Error(`no ${name}`);
  return element;
};

afterEach(() => document.body.replaceChildren());

describe('the hand-off of a form shown before the app had started', () => {
  it('finds only the named form', () => {
    showCopy();
    expect(findEarlyForm('booking')).toBeDefined();
    expect(findEarlyForm('partner')).toBeUndefined();
  });

  it('hands over only what the visitor changed, the field they were in and a held Submit', () => {
    const copy = showCopy();
    const description = field(copy, 'description', HTMLTextAreaElement);
    // A button's pre-fill is written as the default: the app pre-fills it the same way.
    description.defaultValue = 'About the project';
    field(copy, 'name', HTMLInputElement).value = 'Aline';
    field(copy, 'service', HTMLSelectElement).value = 'Others';
    field(copy, '_gotcha', HTMLInputElement).value = 'bot text';
    field(copy, 'consent', HTMLInputElement).checked = true;
    description.focus();
    expect(readEarlyForm(copy)).toEqual({
      values: { name: 'Aline', service: 'Others', _gotcha: 'bot text' },
      focused: 'description',
      submitHeld: false,
      closed: false,
    });
    copy.dataset.submitHeld = '';
    expect(readEarlyForm(copy).submitHeld).toBe(true);
  });

  it('tells the app the visitor closed the copy while its dialog was on its way', () => {
    const copy = showCopy();
    copy.dataset.closed = '';
    expect(readEarlyForm(copy).closed).toBe(true);
  });

  it('counts the fill time from the showing only when that is a past moment', () => {
    const copy = showCopy();
    expect(earlyShownAt(copy, 5000)).toBe(1000);
    expect(earlyShownAt(copy, 500)).toBeUndefined();
    for (const shownAt of ['', 'soon', '-1', 'Infinity']) {
      copy.dataset.shownAt = shownAt;
      expect(earlyShownAt(copy, 5000)).toBeUndefined();
    }
  });
});

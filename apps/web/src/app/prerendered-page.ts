// A prerendered page (build/prerender.ts) is on screen before the app's code has arrived: a
// visitor can already read, scroll, follow links, type and choose (the language, say). Until the
// app has taken it over (hydrated it, or rendered over it when the visitor's page differs: signed
// in, say), a form is not sent the browser's way (that would reload the page and lose what was
// typed); once it has, what was typed or chosen is in the app's state and its fields, with the
// focus and the selection where they were. Nothing here imports React: src/main.tsx holds the page as soon as it runs, the
// layout hands it over once the page inside it is the app's (app/layout.tsx).

const PRERENDERED = 'data-prerendered';
const FIELDS = 'input, textarea, select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TextField = HTMLInputElement | HTMLTextAreaElement;

type Held = {
  root: HTMLElement;
  /** The prerendered fields, in document order (the app's page has the same ones, in order). */
  fields: Field[];
  /** What was typed or chosen, by the field's place in `fields`. */
  changed: Map<number, string>;
  /** The field the visitor was last in. */
  focused: Element | null;
  release: () => void;
};

let held: Held | null = null;

/** Whether #root holds a prerendered page rather than index.html's placeholder. */
export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute(PRERENDERED);
}

/** Keeps a prerendered page's forms from being sent, and notes where the visitor types. */
export function holdPrerenderedPage(root: HTMLElement): void {
  if (held || !isPrerendered(root)) return;
  const state: Held = {
    root,
    fields: [...root.querySelectorAll<Field>(FIELDS)],
    changed: new Map(),
    focused: null,
    release: () => {
      root.removeEventListener('submit', preventSubmit);
      root.removeEventListener('focusin', noteFocus);
      root.removeEventListener('input', noteChange);
      root.removeEventListener('change', noteChange);
    },
  };
  function preventSubmit(event: Event) {
    event.preventDefault();
  }
  function noteFocus(event: Event) {
    state.focused = event.target instanceof Element ? event.target : null;
  }
  function noteChange(event: Event) {
    const index = state.fields.indexOf(event.target as Field);
    const field = state.fields[index];
    if (field && (isTextField(field) || field instanceof HTMLSelectElement)) {
      state.changed.set(index, field.value);
    }
  }
  root.addEventListener('submit', preventSubmit);
  root.addEventListener('focusin', noteFocus);
  root.addEventListener('input', noteChange);
  root.addEventListener('change', noteChange);
  held = state;
}

/**
 * Sets a field's value the way typing does, so the app's change handlers see it. React compares
 * a field's value with the one it last knew (it took over a hydrated field's value as it was):
 * it is told of an empty one first, and the value then set as typing sets it.
 */
function typeInto(field: TextField, value: string) {
  field.value = '';
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Sets a list's choice the way choosing does, so the app's change handlers see it. */
function chooseIn(field: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function isTextField(field: Field): field is TextField {
  return (
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type))
  );
}

/**
 * Once the app's page is in place of the prerendered one (hydrated, or rendered over it), what
 * was typed or chosen moves into the app's state and fields.
 */
export function handOverPrerenderedPage(): void {
  if (!held) return;
  const { root, fields, changed, focused, release } = held;
  held = null;
  release();
  root.removeAttribute(PRERENDERED);
  // Hydrated, these are the same fields; rendered over, their successors in the same places.
  const current = [...root.querySelectorAll<Field>(FIELDS)];
  fields.forEach((old, index) => {
    const field = current[index];
    if (!field || field.tagName !== old.tagName || field.type !== old.type) return;
    // The field the visitor is in: still (hydrated), or it went with the prerendered one.
    const inIt =
      focused === old && [old, document.body, null].includes(document.activeElement as Field);
    const value = changed.get(index);
    const selection = isTextField(old) ? ([old.selectionStart, old.selectionEnd] as const) : null;
    if (value !== undefined) {
      if (field instanceof HTMLSelectElement) chooseIn(field, value);
      else if (isTextField(field)) typeInto(field, value);
    }
    if (!inIt) return;
    if (document.activeElement !== field) field.focus({ preventScroll: true });
    if (selection && isTextField(field)) field.setSelectionRange(...selection);
  });
}

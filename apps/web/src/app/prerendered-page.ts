// A prerendered page (build/prerender.ts) is on screen before the app's code has arrived: a
// visitor can already read, scroll, follow links, type, choose (the language, say) and press
// buttons. Until the app has taken it over (hydrated it, or rendered over it when the visitor's
// page differs: signed in, say), a form is not sent the browser's way (that would reload the page
// and lose what was typed); once it has, what was typed or chosen is in the app's state and its
// fields, with the focus and the selection where they were, and the button last pressed is
// pressed again, now that it works. Nothing here imports React: src/main.tsx holds the
// page as soon as it runs, the layout hands it over once the page inside it is the app's
// (app/layout.tsx).

const PRERENDERED = 'data-prerendered';
const FIELDS = 'input, textarea, select';
const BUTTONS = 'button';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Held = {
  root: HTMLElement;
  /** The prerendered fields, in document order (the app's page has the same ones, in order). */
  fields: Field[];
  /** What was typed or chosen, by the field's place in `fields`. */
  changed: Map<number, string>;
  /** The field the visitor was last in. */
  focused: Element | null;
  /** The button last pressed, and its place among the page's buttons. */
  pressed: { button: Element; index: number } | null;
  /** Stops noting presses (React answers them once it hydrates: `hydrationStarts`). */
  ignorePresses: () => void;
  release: () => void;
};

let held: Held | null = null;

/** Whether #root holds a prerendered page rather than index.html's placeholder. */
export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute(PRERENDERED);
}

/** Keeps a prerendered page's forms from being sent, and notes what the visitor does. */
export function holdPrerenderedPage(root: HTMLElement): void {
  if (held || !isPrerendered(root)) return;
  const state: Held = {
    root,
    fields: [...root.querySelectorAll<Field>(FIELDS)],
    changed: new Map(),
    focused: null,
    pressed: null,
    ignorePresses: () => root.removeEventListener('click', notePress),
    release: () => {
      root.removeEventListener('submit', preventSubmit);
      root.removeEventListener('focusin', noteFocus);
      root.removeEventListener('input', noteChange);
      root.removeEventListener('change', noteChange);
      root.removeEventListener('click', notePress);
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
    if (field && holdsValue(field)) state.changed.set(index, field.value);
  }
  function notePress(event: Event) {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    if (button)
      state.pressed = { button, index: [...root.querySelectorAll(BUTTONS)].indexOf(button) };
  }
  // What was typed or chosen before this script ran (on a slow network, the page is there well
  // before it): a field whose value is no longer the one the page arrived with.
  state.fields.forEach((field, index) => {
    if (holdsValue(field) && field.value !== arrivedWith(field))
      state.changed.set(index, field.value);
  });
  const active = document.activeElement;
  if (active && root.contains(active)) state.focused = active;
  root.addEventListener('submit', preventSubmit);
  root.addEventListener('focusin', noteFocus);
  root.addEventListener('input', noteChange);
  root.addEventListener('change', noteChange);
  root.addEventListener('click', notePress);
  held = state;
}

/** The value a field had in the page's markup. */
function arrivedWith(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  const chosen = options.find((option) => option.defaultSelected) ?? options[0];
  return chosen?.value ?? '';
}

/** Whether what the visitor does in the field is its value (not a box ticked or a file). */
function holdsValue(field: Field): boolean {
  return !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type));
}

/**
 * Sets a field's value the way typing or choosing does, so the app's change handlers see it.
 * React compares a text field's value with the one it last knew (it took over a hydrated field's
 * value as it was): it is told of an empty one first, and the value then set through the
 * element's own setter, as typing sets it.
 */
function enter(field: Field, value: string) {
  const list = field instanceof HTMLSelectElement;
  if (!list) field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(list ? 'change' : 'input', { bubbles: true }));
}

/**
 * Presses the button the visitor pressed: the same one (hydrated), or its successor when the
 * page was rendered over, only if that is the same button (its place, kind and words). After
 * what was typed, which it may act on, once this commit is over.
 */
function pressAgain(root: HTMLElement, pressed: NonNullable<Held['pressed']>) {
  const { button: old, index } = pressed;
  const successor = root.querySelectorAll(BUTTONS)[index];
  const button = old.isConnected
    ? old
    : successor?.outerHTML === old.outerHTML
      ? successor
      : undefined;
  if (button instanceof HTMLElement) setTimeout(() => button.click());
}

/**
 * The app starts hydrating the page: from here on React answers a press itself (a click on a
 * part not hydrated yet hydrates it at once and is then handed to it), so a press is no longer
 * noted to be made again, or it would count twice (a menu opened and at once closed again).
 * A press noted before this moment is still made again at the hand-over: nothing heard it.
 */
export function hydrationStarts(): void {
  held?.ignorePresses();
}

/**
 * Once the app's page is in place of the prerendered one (hydrated, or rendered over it), what
 * was typed or chosen moves into the app's state and fields, and the button last pressed is
 * pressed again.
 */
export function handOverPrerenderedPage(): void {
  if (!held) return;
  const { root, fields, changed, focused, pressed, release } = held;
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
    // Where the visitor's caret was (a text field's; a list has none).
    const selection =
      'selectionStart' in old && old.selectionStart !== null
        ? ([old.selectionStart, old.selectionEnd] as const)
        : null;
    const value = changed.get(index);
    if (value !== undefined) enter(field, value);
    if (!inIt) return;
    if (document.activeElement !== field) field.focus({ preventScroll: true });
    if (selection && 'setSelectionRange' in field) field.setSelectionRange(...selection);
  });
  if (pressed) pressAgain(root, pressed);
}

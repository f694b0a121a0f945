// A prerendered page (build/prerender.ts) is on screen before the app's code has arrived: a
// visitor can already read, scroll, follow links, type, choose (the language, say) and press
// buttons. Until the app has taken it over (hydrated it, or rendered over it where the app's page
// differs), a form is not sent the browser's way (that would reload the page and lose what was
// typed); once it has, what was typed or chosen is in the app's state and its fields, with the
// focus and the selection where they were, and the buttons pressed are pressed again, in turn,
// once the app knows who is signed in and each works. Nothing here imports React: src/main.tsx
// holds the page as soon as it runs, the layout hands it over once the page inside it is the
// app's, and has its buttons pressed again once sign-in is known (app/layout.tsx).
//
// The page the app shows next is not always the prerendered one: a signed-in visitor's header
// has other buttons, and a page's buttons wait, disabled, while what they act on loads (a plan's,
// while sign-in loads). So an element's successor is found by its place within its part of the
// page (header, main, footer), and a press waits for its button to be enabled.

const PRERENDERED = 'data-prerendered';
const FIELDS = 'input, textarea, select';
const BUTTONS = 'button';
/** The parts of the page (app/layout.tsx) whose contents change independently of each other. */
const PARTS = 'header, main, footer';
/** How long a press made before the app ran waits for its button to work. */
const PRESS_WAITS_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A prerendered element, and its place: its part of the page, its index among that part's like. */
type Placed<T extends Element> = { element: T; part: string; index: number };

type Held = {
  root: HTMLElement;
  /** The prerendered fields, in document order. */
  fields: Placed<Field>[];
  /** What was typed or chosen, by field. */
  changed: Map<Field, string>;
  /** The field the visitor was last in. */
  focused: Element | null;
  /** The buttons pressed, in order (a button pressed again in a row counts once). */
  pressed: Placed<Element>[];
  /** Stops noting presses (React answers them once it hydrates: `hydrationStarts`). */
  ignorePresses: () => void;
  release: () => void;
};

let held: Held | null = null;
/** The presses handed over, to be made again once the app knows who is signed in. */
let handedOverPresses: { root: HTMLElement; pressed: Placed<Element>[] } | null = null;

let takenOver = () => {};
/** Settles once the app has taken the held prerendered page over (`handOverPrerenderedPage`). */
export const prerenderedPageTakenOver = new Promise<void>((resolve) => {
  takenOver = resolve;
});

/** Whether #root holds a prerendered page rather than index.html's placeholder. */
export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute(PRERENDERED);
}

/** Whether a prerendered page is held: on screen, and not taken over by the app yet. */
export function isPrerenderedPageHeld(): boolean {
  return held !== null;
}

/** Keeps a prerendered page's forms from being sent, and notes what the visitor does. */
export function holdPrerenderedPage(root: HTMLElement): void {
  if (held || !isPrerendered(root)) return;
  const state: Held = {
    root,
    fields: [...root.querySelectorAll<Field>(FIELDS)].map((field) => placed(root, field, FIELDS)),
    changed: new Map(),
    focused: null,
    pressed: [],
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
    const field = state.fields.find(({ element }) => element === event.target)?.element;
    if (field && holdsValue(field)) state.changed.set(field, field.value);
  }
  function notePress(event: Event) {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    // Pressed again because nothing happened: one press.
    if (!button || state.pressed.at(-1)?.element === button) return;
    state.pressed.push(placed(root, button, BUTTONS));
  }
  // What was typed or chosen before this script ran (on a slow network, the page is there well
  // before it): a field whose value is no longer the one the page arrived with.
  state.fields.forEach(({ element: field }) => {
    if (holdsValue(field) && field.value !== arrivedWith(field))
      state.changed.set(field, field.value);
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

/** `element` with its place on the prerendered page (`selector`: the elements of its kind). */
function placed<T extends Element>(root: HTMLElement, element: T, selector: string): Placed<T> {
  const part = element.closest(PARTS);
  const scope = part && root.contains(part) ? part : root;
  const index = [...scope.querySelectorAll(selector)].indexOf(element);
  return { element, part: scope === root ? '' : scope.tagName, index };
}

/**
 * What the app shows in place of a prerendered element: the same one (hydrated), or what is at
 * its place now (rendered over), for the caller to check that it is the same kind of element.
 */
function successor(root: HTMLElement, { element, part, index }: Placed<Element>, selector: string) {
  if (element.isConnected) return element;
  const scope = part ? root.querySelector(part) : root;
  return scope?.querySelectorAll(selector)[index];
}

/** Whether two buttons are the same one to the visitor: kind, role, name and words. */
function sameButton(a: Element, b: Element): boolean {
  return (
    ['type', 'role', 'name', 'value', 'aria-label'].every(
      (attribute) => a.getAttribute(attribute) === b.getAttribute(attribute),
    ) && a.textContent?.trim() === b.textContent?.trim()
  );
}

/**
 * Presses the buttons the visitor pressed, in turn, after what was typed (which they may act on):
 * the same ones (hydrated), or their successors when the page was rendered over, only where those
 * are the same buttons. A button still disabled (what it acts on is loading) is waited for, a
 * while; what the visitor does meanwhile (a press, a key) comes first and ends the waiting.
 */
function pressAgain(root: HTMLElement, pressed: Placed<Element>[]) {
  let overtaken = false;
  const overtake = (event: Event) => {
    if (event.isTrusted) overtaken = true;
  };
  const visitorActs = ['pointerdown', 'keydown'] as const;
  for (const type of visitorActs) document.addEventListener(type, overtake, true);
  const deadline = Date.now() + PRESS_WAITS_MS;
  const next = ([press, ...rest]: Placed<Element>[]) => {
    if (!press || overtaken || Date.now() > deadline) {
      for (const type of visitorActs) document.removeEventListener(type, overtake, true);
      return;
    }
    const button = successor(root, press, BUTTONS);
    if (!(button instanceof HTMLButtonElement && sameButton(button, press.element))) next(rest);
    else if (button.disabled) setTimeout(() => next([press, ...rest]), 50);
    else {
      button.click();
      // The next press once the app has answered this one (a period chosen, then a plan).
      setTimeout(() => next(rest));
    }
  };
  setTimeout(() => next(pressed));
}

/**
 * The app starts hydrating the page: from here on React answers a press itself (a click on a
 * part not hydrated yet hydrates it at once and is then handed to it), so a press is no longer
 * noted to be made again, or it would count twice (a menu opened and at once closed again).
 * A press noted before this moment is still made again after the hand-over: nothing heard it.
 */
export function hydrationStarts(): void {
  held?.ignorePresses();
}

/**
 * Once the app's page is in place of the prerendered one (hydrated, or rendered over it), what
 * was typed or chosen moves into the app's state and fields; the buttons pressed wait for
 * `pressPrerenderedButtonsAgain`.
 */
export function handOverPrerenderedPage(): void {
  if (!held) return;
  const { root, fields, changed, focused, pressed, release } = held;
  held = null;
  release();
  root.removeAttribute(PRERENDERED);
  fields.forEach((prerendered) => {
    const old = prerendered.element;
    // Hydrated, the same field; rendered over, its successor in the same place.
    const field = successor(root, prerendered, FIELDS) as Field | undefined;
    if (!field || field.tagName !== old.tagName || field.type !== old.type) return;
    // The field the visitor is in: still (hydrated), or it went with the prerendered one.
    const inIt =
      focused === old && [old, document.body, null].includes(document.activeElement as Field);
    // Where the visitor's caret was (a text field's; a list has none).
    const selection =
      'selectionStart' in old && old.selectionStart !== null
        ? ([old.selectionStart, old.selectionEnd] as const)
        : null;
    const value = changed.get(old);
    if (value !== undefined) enter(field, value);
    if (!inIt) return;
    if (document.activeElement !== field) field.focus({ preventScroll: true });
    if (selection && 'setSelectionRange' in field) field.setSelectionRange(...selection);
  });
  if (pressed.length > 0) handedOverPresses = { root, pressed };
  takenOver();
}

/**
 * Once the app knows who is signed in (after the hand-over), the buttons pressed before it ran
 * are pressed again, in turn, each as soon as it works: pressed as the prerendered page (a first,
 * anonymous visit) has them, a plan's button would start signing in a visitor who already is.
 */
export function pressPrerenderedButtonsAgain(): void {
  if (!handedOverPresses) return;
  pressAgain(handedOverPresses.root, handedOverPresses.pressed);
  handedOverPresses = null;
}

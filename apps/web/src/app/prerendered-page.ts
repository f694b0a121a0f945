// A prerendered page (build/prerender.ts) is on screen before the app's code has arrived: a
// visitor can already read, scroll, follow links, type, choose (the language, say) and press
// buttons. Until the app has taken it over (hydrated it, or rendered over it where the visitor's
// page differs: a draft kept from before, say), a form is not sent the browser's way (that would reload the page
// and lose what was typed); once it has, what was typed or chosen is in the app's state and its
// fields, with the focus and the selection where they were, and the buttons pressed are
// pressed again, in turn, once the app knows who is signed in and each works. Nothing here
// imports React: src/main.tsx holds the page as soon as it runs, the layout hands it over once
// the page inside it is the app's (app/layout.tsx).
//
// The page the app shows next is not always the prerendered one: a signed-in visitor's header has
// other buttons, and a page's buttons wait, disabled, while what they act on loads. So an
// element's successor is found by its place within its part of the page (header, main, footer),
// and a press waits for its button to be enabled.

const PRERENDERED = 'data-prerendered';
const FIELDS = 'input, textarea, select';
const BUTTONS = 'button';
/** The parts of the page (app/layout.tsx) whose contents change independently of each other. */
const PARTS = 'header, main, footer';
/** How long a press made before the app ran waits for its button to work. */
const PRESS_WAITS_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Where an element is: its part of the page, and its place among that part's like elements. */
type Place = { part: string; index: number };

type Held = {
  root: HTMLElement;
  /** The prerendered fields, in document order, with their places. */
  fields: { field: Field; place: Place }[];
  /** What was typed or chosen, by field. */
  changed: Map<Field, string>;
  /** The field the visitor was last in. */
  focused: Element | null;
  /** The buttons pressed, in order (a button pressed again in a row counts once). */
  pressed: { button: Element; place: Place }[];
  /** Stops noting presses (React answers them once it hydrates: `hydrationStarts`). */
  ignorePresses: () => void;
  release: () => void;
};

let held: Held | null = null;
/** Presses handed over, to be made again once the app knows who is signed in. */
let handedOverPresses: { root: HTMLElement; pressed: Held['pressed'] } | null = null;

/** Whether #root holds a prerendered page rather than index.html's placeholder. */
export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute(PRERENDERED);
}

/** Keeps a prerendered page's forms from being sent, and notes what the visitor does. */
export function holdPrerenderedPage(root: HTMLElement): void {
  if (held || !isPrerendered(root)) return;
  const state: Held = {
    root,
    fields: [...root.querySelectorAll<Field>(FIELDS)].map((field) => ({
      field,
      place: placeOf(root, field, FIELDS),
    })),
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
    const field = state.fields.find((held) => held.field === event.target)?.field;
    if (field && holdsValue(field)) state.changed.set(field, field.value);
  }
  function notePress(event: Event) {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    // Pressed again because nothing happened: one press.
    if (!button || state.pressed.at(-1)?.button === button) return;
    state.pressed.push({ button, place: placeOf(root, button, BUTTONS) });
  }
  root.addEventListener('submit', preventSubmit);
  root.addEventListener('focusin', noteFocus);
  root.addEventListener('input', noteChange);
  root.addEventListener('change', noteChange);
  root.addEventListener('click', notePress);
  held = state;
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

function placeOf(root: HTMLElement, element: Element, selector: string): Place {
  const part = element.closest(PARTS);
  const scope = part && root.contains(part) ? part : root;
  return {
    part: scope === root ? '' : scope.tagName,
    index: [...scope.querySelectorAll(selector)].indexOf(element),
  };
}

/** The element at `place` on the page as it is now. */
function atPlace(root: HTMLElement, place: Place, selector: string): Element | undefined {
  const scope = place.part ? root.querySelector(place.part) : root;
  return scope?.querySelectorAll(selector)[place.index];
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
function pressAgain({ root, pressed }: NonNullable<typeof handedOverPresses>) {
  let overtaken = false;
  const overtake = (event: Event) => {
    if (event.isTrusted) overtaken = true;
  };
  const visitorActs = ['pointerdown', 'keydown'] as const;
  for (const type of visitorActs) document.addEventListener(type, overtake, true);
  const done = () => {
    for (const type of visitorActs) document.removeEventListener(type, overtake, true);
  };
  const deadline = Date.now() + PRESS_WAITS_MS;
  const next = (index: number) => {
    const press = pressed[index];
    if (!press || overtaken) return done();
    const successor = atPlace(root, press.place, BUTTONS);
    const button = press.button.isConnected
      ? press.button
      : successor && sameButton(press.button, successor)
        ? successor
        : undefined;
    if (!(button instanceof HTMLButtonElement)) return next(index + 1);
    if (button.disabled) {
      if (Date.now() < deadline) setTimeout(() => next(index), 50);
      else done();
      return;
    }
    button.click();
    setTimeout(() => next(index + 1));
  };
  setTimeout(() => next(0));
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
  fields.forEach(({ field: old, place }) => {
    // Hydrated, the same field; rendered over, its successor in the same place.
    const field = old.isConnected ? old : (atPlace(root, place, FIELDS) as Field | undefined);
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
}

/**
 * Once the app knows who is signed in (after the hand-over), the buttons pressed before it ran are
 * pressed again, in turn, each as soon as it works.
 */
export function pressPrerenderedButtonsAgain(): void {
  if (!handedOverPresses) return;
  pressAgain(handedOverPresses);
  handedOverPresses = null;
}

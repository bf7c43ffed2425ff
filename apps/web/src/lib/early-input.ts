/**
 * What a visitor did in server-rendered HTML before its code arrived: the text typed, the choices
 * made (radios, checkboxes, selects), the buttons pressed and the field focused. Elements are
 * matched by their position among the controls, since the code renders the same markup the
 * server did.
 */
export type EarlyInput = {
  typed: [number, string][];
  chosen: [number, string | boolean][];
  pressed: number[];
  focused: number;
};

const controls = (root: Element) => [
  ...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
];

const isToggle = (control: HTMLElement): control is HTMLInputElement =>
  control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);

function isTextField(control: HTMLElement): control is HTMLInputElement | HTMLTextAreaElement {
  if (control instanceof HTMLTextAreaElement) return true;
  return (
    control instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file'].includes(control.type)
  );
}

/** A radio's or checkbox's new state, or a select's new value; undefined when untouched. */
function choiceOf(control: HTMLElement): string | boolean | undefined {
  if (isToggle(control))
    return control.checked !== control.defaultChecked ? control.checked : undefined;
  if (control instanceof HTMLSelectElement) {
    const changed = [...control.options].some(
      (option) => option.selected !== option.defaultSelected,
    );
    return changed ? control.value : undefined;
  }
  return undefined;
}

/** Sets a property through the prototype's setter, so React notices and runs the onChange. */
function setNatively(control: HTMLElement, property: 'value', value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set?.call(
    control,
    value,
  );
}

/**
 * Starts noting presses and submissions in `root`. `snapshot()` reads the fields' state and the
 * focus; presses keep being noted (into the snapshot) until `stop()`, so one made while the code
 * renders, after the snapshot, is not lost. The controls are the server's own elements, held from
 * the start: a snapshot taken once the code has replaced them still reads everything typed into
 * them up to that moment, so a snapshot taken as the code's first render commits loses nothing.
 */
export function recordEarlyInput(root: Element) {
  const all = controls(root);
  const pressed: number[] = [];
  // A field focused before the recording began (the script was still loading) counts too.
  let lastFocused = all.indexOf(document.activeElement as HTMLElement);
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (button && root.contains(button)) pressed.push(all.indexOf(button));
  };
  const onFocus = (event: Event) => {
    const index = all.indexOf(event.target as HTMLElement);
    if (index >= 0) lastFocused = index;
  };
  // Without its code the form would be sent by the browser itself, to the page's own address.
  const onSubmit = (event: Event) => event.preventDefault();
  root.addEventListener('click', onClick, true);
  root.addEventListener('focusin', onFocus, true);
  root.addEventListener('submit', onSubmit, true);
  /** The focused control; once the controls have left the page, the one focused last. */
  const focused = () => {
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (index >= 0) return index;
    const removed = lastFocused >= 0 && !all[lastFocused]!.isConnected;
    return removed && document.activeElement === document.body ? lastFocused : -1;
  };
  return {
    root,
    stop() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('focusin', onFocus, true);
      root.removeEventListener('submit', onSubmit, true);
    },
    snapshot(): EarlyInput {
      const typed: EarlyInput['typed'] = [];
      const chosen: EarlyInput['chosen'] = [];
      all.forEach((control, index) => {
        if (isTextField(control) && control.value !== control.defaultValue)
          typed.push([index, control.value]);
        const choice = choiceOf(control);
        if (choice !== undefined) chosen.push([index, choice]);
      });
      return { typed, chosen, pressed, focused: focused() };
    },
  };
}

/** Replays `input` in `root` once the component has rendered there: fields first, then presses. */
export function replayEarlyInput(root: Element, { typed, chosen, pressed, focused }: EarlyInput) {
  const all = controls(root);
  for (const [index, value] of typed) {
    const field = all[index];
    if (!field || !isTextField(field)) continue;
    setNatively(field, 'value', value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [index, choice] of chosen) {
    const control = all[index];
    // A click is what React listens to for radios and checkboxes; it toggles them as a visitor would.
    if (control && isToggle(control) && control.checked !== choice) control.click();
    if (control instanceof HTMLSelectElement && typeof choice === 'string') {
      setNatively(control, 'value', choice);
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  for (const index of pressed) all[index]?.click();
  if (focused >= 0) all[focused]?.focus();
}

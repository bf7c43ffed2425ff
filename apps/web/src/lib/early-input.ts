/**
 * What a visitor did in server-rendered HTML before its code arrived: the text typed, the button
 * pressed, the form sent and the field focused. Elements are matched by their position among the
 * controls, since the code renders the same markup the server did.
 */
export type EarlyInput = { typed: [number, string][]; pressed: number[]; focused: number };

const controls = (root: Element) => [
  ...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
];

function isTextField(control: HTMLElement): control is HTMLInputElement | HTMLTextAreaElement {
  if (control instanceof HTMLTextAreaElement) return true;
  return (
    control instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset'].includes(control.type)
  );
}

/** Starts noting presses and submissions in `root`; `finish()` adds the typed text and focus. */
export function recordEarlyInput(root: Element) {
  const pressed: number[] = [];
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (button && root.contains(button)) pressed.push(controls(root).indexOf(button));
  };
  // Without its code the form would be sent by the browser itself, to the page's own address.
  const onSubmit = (event: Event) => event.preventDefault();
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return {
    stop() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('submit', onSubmit, true);
    },
    finish(): EarlyInput {
      this.stop();
      const all = controls(root);
      const typed = all.flatMap((control, index): [number, string][] =>
        isTextField(control) && control.value !== control.defaultValue
          ? [[index, control.value]]
          : [],
      );
      return { typed, pressed, focused: all.indexOf(document.activeElement as HTMLElement) };
    },
  };
}

/** Replays `input` in `root` once the component has rendered there. */
export function replayEarlyInput(root: Element, { typed, pressed, focused }: EarlyInput) {
  const all = controls(root);
  for (const [index, value] of typed) {
    const field = all[index];
    if (!field || !isTextField(field)) continue;
    // The prototype's setter, so React notices the change and runs the field's onChange.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const index of pressed) all[index]?.click();
  if (focused >= 0) all[focused]?.focus();
}

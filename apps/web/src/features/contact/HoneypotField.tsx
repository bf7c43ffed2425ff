import type { ComponentProps } from 'react';

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order). Bots that fill every input fill it, and the server refuses their request.
 */
export function HoneypotField(props: ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="contact-website">Website</label>
      <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}

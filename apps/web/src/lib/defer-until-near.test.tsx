import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilNear, loadDeferredComponents } from './defer-until-near';

/** An IntersectionObserver the test moves into view by hand. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(public callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () =>
    act(() => {
      for (const { callback } of observers)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('deferUntilNear', () => {
  it('fetches the code only once its place nears the viewport', async () => {
    const scrollNear = stubIntersectionObserver();
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    const Greeting = deferUntilNear(load, <p>Loading</p>);
    render(<Greeting name="Ada" />);

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await scrollNear();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code when something inside is focused first', async () => {
    stubIntersectionObserver();
    const Greeting = deferUntilNear(async () => () => <p>Hello</p>, <button>Placeholder</button>);
    render(<Greeting />);
    act(() => screen.getByRole('button', { name: 'Placeholder' }).focus());
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('renders complete on the server once the deferred code is loaded', async () => {
    const Greeting = deferUntilNear(async () => () => <p>Hello from the server</p>);
    await loadDeferredComponents();
    expect(renderToString(<Greeting />)).toContain('Hello from the server');
  });

  it("keeps the server's HTML in place while hydrating, and makes it work once the code arrives", async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
    }
    const OnServer = deferUntilNear(async () => Counter);
    await loadDeferredComponents();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OnServer />);
    document.body.append(container);

    const scrollNear = stubIntersectionObserver();
    const InBrowser = deferUntilNear(async () => Counter, <p>Loading</p>);
    await act(async () => {
      hydrateRoot(container, <InBrowser />);
    });
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();

    await scrollNear();
    await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0 times' }));
    expect(await screen.findByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
    container.remove();
  });
});

import { Suspense, createContext, createElement, use, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferSectionUntilNear, deferUntilNear, recordDeferredPlaces } from './defer-until-near';
import { loadSplitParts } from './split-parts';

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

/** Renders `element` on the "server" and puts the HTML in the document, as a served page has it. */
async function serverRender(element: React.ReactNode) {
  await loadSplitParts();
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('deferUntilNear', () => {
  it('fetches the code only once its place nears the viewport', async () => {
    const scrollNear = stubIntersectionObserver();
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    const Greeting = deferUntilNear('greeting', load, <p>Loading</p>);
    render(<Greeting name="Ada" />);

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await scrollNear();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code when something inside is focused first', async () => {
    stubIntersectionObserver();
    const Greeting = deferUntilNear(
      'focused',
      async () => () => <p>Hello</p>,
      <button>Placeholder</button>,
    );
    render(<Greeting />);
    act(() => screen.getByRole('button', { name: 'Placeholder' }).focus());
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it("keeps the server's HTML through updates while hydrating, and makes it work once the code arrives", async () => {
    const Theme = createContext('light');
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button onClick={() => setCount(count + 1)}>
          Clicked {count} times, {use(Theme)}
        </button>
      );
    }
    let setTheme: (theme: string) => void = () => {};
    function Page({ deferred: Deferred }: { deferred: React.ComponentType }) {
      const [theme, set] = useState('light');
      setTheme = set;
      return (
        <Theme value={theme}>
          <Deferred />
        </Theme>
      );
    }
    const container = await serverRender(
      <Page deferred={deferUntilNear('counter', async () => Counter)} />,
    );

    const scrollNear = stubIntersectionObserver();
    const InBrowser = deferUntilNear('counter', async () => Counter, <p>Loading</p>);
    await act(async () => {
      hydrateRoot(container, <Page deferred={InBrowser} />);
    });
    // An update above (a provider's new value) before the code arrives leaves the HTML in place.
    act(() => setTheme('dark'));
    expect(screen.getByRole('button', { name: 'Clicked 0 times, light' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();

    await scrollNear();
    await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0 times, dark' }));
    expect(
      await screen.findByRole('button', { name: 'Clicked 1 times, dark' }),
    ).toBeInTheDocument();
  });

  it('replays what the visitor typed and pressed before the code arrived, and keeps the focus', async () => {
    function NameForm() {
      const [name, setName] = useState('');
      const [sent, setSent] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSent(true);
          }}
        >
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <button>Send</button>
          <p>{sent ? `Sent for ${name}` : 'Not sent'}</p>
        </form>
      );
    }
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const html = await serverRender(createElement(deferUntilNear('typed', async () => NameForm)));
    stubIntersectionObserver();
    const InBrowser = deferUntilNear('typed', () => arrived.then(() => NameForm));
    await act(async () => {
      hydrateRoot(html, <InBrowser />);
    });

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Sent for Ada')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('keeps what was typed before the page started recording, and the field keeps the focus', async () => {
    function EmailField() {
      const [email, setEmail] = useState('');
      return (
        <input
          aria-label="Email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      );
    }
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const html = await serverRender(createElement(deferUntilNear('early', async () => EmailField)));
    // The visitor is already typing while the page's script is still on its way.
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    stubIntersectionObserver();
    const InBrowser = deferUntilNear('early', () => arrived.then(() => EmailField));
    await act(async () => {
      hydrateRoot(html, <InBrowser />);
    });
    await act(async () => release());

    const field = await screen.findByRole('textbox', { name: 'Email' });
    expect(field).toHaveValue('ada@example.com');
    expect(field).toHaveFocus();
  });

  it('replays the radio and select choices made before the code arrived', async () => {
    function ChoiceForm() {
      const [area, setArea] = useState('');
      const [way, setWay] = useState('call');
      return (
        <form>
          <select aria-label="Area" value={area} onChange={(event) => setArea(event.target.value)}>
            <option value="">Choose</option>
            <option value="family">Family Law</option>
          </select>
          {['call', 'meeting'].map((value) => (
            <input
              key={value}
              type="radio"
              name="way"
              aria-label={value}
              value={value}
              checked={way === value}
              onChange={() => setWay(value)}
            />
          ))}
          <p>{`Chose ${area || 'nothing'} by ${way}`}</p>
        </form>
      );
    }
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const html = await serverRender(
      createElement(deferUntilNear('choices', async () => ChoiceForm)),
    );
    stubIntersectionObserver();
    const InBrowser = deferUntilNear('choices', () => arrived.then(() => ChoiceForm));
    await act(async () => {
      hydrateRoot(html, <InBrowser />);
    });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'family');
    await user.click(screen.getByRole('radio', { name: 'meeting' }));
    await act(async () => release());
    expect(await screen.findByText('Chose family by meeting')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'meeting' })).toBeChecked();
  });

  it('says so when the code cannot load, and tries again when the visitor touches it', async () => {
    const scrollNear = stubIntersectionObserver();
    const load = vi
      .fn<() => Promise<React.ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(() => <p>Loaded at last</p>);
    const Part = deferUntilNear('flaky', load, <button>Placeholder</button>);
    render(<Part />);
    await scrollNear();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Placeholder' }));
    expect(await screen.findByText('Loaded at last')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('replays a press made before the app hydrated, while its page code was still loading', async () => {
    function Question() {
      const [open, setOpen] = useState(false);
      return (
        <button aria-expanded={open} onClick={() => setOpen(!open)}>
          Fees?
        </button>
      );
    }
    const html = await serverRender(createElement(deferUntilNear('early', async () => Question)));
    recordDeferredPlaces();
    await userEvent.click(screen.getByRole('button', { name: 'Fees?' }));
    expect(screen.getByRole('button', { name: 'Fees?' })).toHaveAttribute('aria-expanded', 'false');

    const scrollNear = stubIntersectionObserver();
    const InBrowser = deferUntilNear('early', async () => Question);
    await act(async () => {
      hydrateRoot(html, <InBrowser />);
    });
    await scrollNear();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Fees?' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
  });

  it('renders complete on the server once the deferred code is loaded', async () => {
    const Greeting = deferUntilNear('server', async () => () => <p>Hello from the server</p>);
    await loadSplitParts();
    expect(renderToString(<Greeting />)).toContain('Hello from the server');
  });
});

describe('deferSectionUntilNear', () => {
  /** A form that says whether it was sent, and for whom. */
  function NameForm() {
    const [name, setName] = useState('');
    const [sent, setSent] = useState(false);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(true);
        }}
      >
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <button>Send</button>
        <p>{sent ? `Sent for ${name}` : 'Not sent'}</p>
      </form>
    );
  }

  /** A section's module as its chunk evaluates it: the form inside is deferred in turn. */
  function contactSectionModule(loadForm: () => Promise<typeof NameForm>) {
    const Form = deferUntilNear('section-form', loadForm, <p>Loading the form</p>);
    return function ContactSection() {
      return (
        <section id="contact">
          <h2>Contact us</h2>
          <Form />
        </section>
      );
    };
  }

  it('renders at once on a page opened inside the app, with its anchor, fetching its code', async () => {
    stubIntersectionObserver(); // never near: a section opened in the app does not wait for it
    const load = vi.fn(async () => () => <section id="news">Latest news</section>);
    const News = deferSectionUntilNear('app-news', load);
    render(
      <Suspense fallback={<p>Loading the page</p>}>
        <News />
      </Suspense>,
    );
    expect(await screen.findByText('Latest news')).toBeInTheDocument();
    expect(document.getElementById('news')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('brings the parts it defers in turn, replaying what the visitor did in them meanwhile', async () => {
    const html = await serverRender(
      createElement(
        deferSectionUntilNear('contact', async () => contactSectionModule(async () => NameForm)),
      ),
    );
    recordDeferredPlaces();
    const scrollNear = stubIntersectionObserver();
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const loadForm = vi.fn(async () => NameForm);
    const InBrowser = deferSectionUntilNear('contact', () =>
      arrived.then(() => contactSectionModule(loadForm)),
    );
    await act(async () => {
      hydrateRoot(html, <InBrowser />);
    });

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await scrollNear();
    await act(async () => release());
    expect(await screen.findByText('Sent for Ada')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(loadForm).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading the form')).not.toBeInTheDocument();
  });
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { setI18n } from 'react-i18next';
import { createTestI18n } from './i18n';

// Pages are lazy chunks: the first visit of a page in a test file compiles its module graph, which
// can take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Sonner removes a leaving toast 200 ms later, on a timer no unmount clears: it must fire while
// the file's page still exists, not after its environment is gone (an uncaught error then).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));

// jsdom does not implement scrolling.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Components rendered on their own (outside renderApp) translate with English catalogs.
setI18n(createTestI18n('en'));

import '@testing-library/jest-dom/vitest';
import { createElement, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { NextIntlClientProvider } from 'next-intl';
import { loadMessages } from '@/contract/messages';
import { LOCALE_INFO, DEFAULT_LOCALE } from '@/contract/locales';

afterEach(() => cleanup());

// Every rendered component speaks English, as the page renders it for an English visitor: the
// English catalogues, through the provider the root layout puts around every page.
const englishMessages = await loadMessages(DEFAULT_LOCALE);

export function IntlProvider({ children }: { children?: ReactNode }) {
  const config = { locale: LOCALE_INFO.en.tag, messages: englishMessages, timeZone: 'Asia/Kolkata' } as ComponentProps<
    typeof NextIntlClientProvider
  >;
  return createElement(NextIntlClientProvider, config, children);
}

vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  function withIntl(Inner?: ComponentType<{ children: ReactNode }>) {
    return function Wrapper({ children }: { children?: ReactNode }) {
      return createElement(IntlProvider, null, Inner ? createElement(Inner, null, children) : children);
    };
  }
  return {
    ...library,
    render: ((ui: Parameters<typeof library.render>[0], options?: Parameters<typeof library.render>[1]) =>
      library.render(ui, {
        ...options,
        wrapper: withIntl(options?.wrapper as ComponentType<{ children: ReactNode }>),
      })) as typeof library.render,
    renderHook: ((hook: Parameters<typeof library.renderHook>[0], options?: Parameters<typeof library.renderHook>[1]) =>
      library.renderHook(hook, {
        ...options,
        wrapper: withIntl(options?.wrapper as ComponentType<{ children: ReactNode }>),
      })) as typeof library.renderHook,
  };
});

import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrateLater } from './hydrate-later.tsx';
import * as hydration from './hydration.ts';

// The built shop pages hydrate with Preact (ADR 016), synchronously, which is what the turns are made for.
vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));
vi.mock('react-dom/client', () => import('preact/compat/client'));
vi.mock('react-dom/server', () => import('preact-render-to-string'));
vi.mock('./hydration.ts', async (load) => {
  const actual = await load<typeof import('./hydration.ts')>();
  return { ...actual, hydrationTurn: vi.fn(actual.hydrationTurn) };
});

function Page() {
  return (
    <div>
      <HydrateLater>
        <header>
          <HydrateLater>
            <button type="button">cart</button>
          </HydrateLater>
        </header>
      </HydrateLater>
      <HydrateLater>
        <main>content</main>
      </HydrateLater>
    </div>
  );
}

describe('HydrateLater', () => {
  it('asks for one turn per part (a nested part once its own part has been hydrated) and keeps the server HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const serverHtml = container.innerHTML;
    const main = container.querySelector('main');
    hydration.hydrateWith(() => hydrateRoot(container, <Page />));
    await hydration.allHydrated();
    // The header and main wait for a turn each; the cart button inside the header for one after it.
    expect(vi.mocked(hydration.hydrationTurn)).toHaveBeenCalledTimes(3);
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('main')).toBe(main);
    container.remove();
  });
});

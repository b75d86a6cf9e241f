import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  APP_STARTED_ATTRIBUTE,
  MarkAppStarted,
  STARTUP_CODE_WAIT_MS,
  STARTUP_DELAY_MS,
  STARTUP_HINT_CLASSES,
  StartupGate,
} from './StartupGate';

function renderGate(preload: (pathname: string) => Promise<unknown>) {
  return render(
    <MemoryRouter initialEntries={['/quote-generator']}>
      <StartupGate preload={preload} startup={<p role="status">Loading</p>}>
        <h1>Site</h1>
        <MarkAppStarted />
      </StartupGate>
    </MemoryRouter>,
  );
}

/** Advances the fake clock and lets promises and React's transition settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('StartupGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the loading text for the start-up delay, then the site', async () => {
    const preload = vi.fn(() => Promise.resolve());
    renderGate(preload);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(preload).toHaveBeenCalledWith('/quote-generator');
    await advance(STARTUP_DELAY_MS - 10);
    expect(screen.queryByRole('heading')).toBeNull();
    await advance(10);
    expect(screen.getByRole('heading', { name: 'Site' })).toBeInTheDocument();
  });

  it("lifts index.html's start-up hints on the first render: it is drawn for this visitor", () => {
    document.documentElement.classList.add(...STARTUP_HINT_CLASSES, 'dark');
    renderGate(() => new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect([...document.documentElement.classList]).toEqual(['dark']);
    document.documentElement.classList.remove('dark');
  });

  it("removes index.html's hidden font and control warm-up when the site appears", async () => {
    const warmUp = document.createElement('div');
    warmUp.id = 'startup-warm-up';
    document.body.append(warmUp);
    renderGate(() => Promise.resolve());
    expect(document.getElementById('startup-warm-up')).not.toBeNull();
    await advance(STARTUP_DELAY_MS);
    expect(screen.getByRole('heading', { name: 'Site' })).toBeInTheDocument();
    expect(document.getElementById('startup-warm-up')).toBeNull();
  });

  it('marks <html> once the app has drawn its first page (tests and benchmarks wait for it)', async () => {
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    renderGate(() => Promise.resolve());
    expect(document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)).toBe(false);
    await advance(STARTUP_DELAY_MS);
    expect(document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
  });

  it("waits for the first page's code, so the page appears in one piece", async () => {
    let arrive!: () => void;
    renderGate(() => new Promise<void>((resolve) => (arrive = resolve)));
    await advance(STARTUP_DELAY_MS * 3);
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Site' })).toBeInTheDocument();
  });

  it('shows the page at once when the start-up already happened (the built HTML stayed)', () => {
    const preload = vi.fn(() => new Promise(() => undefined));
    render(
      <MemoryRouter initialEntries={['/quote-generator']}>
        <StartupGate preload={preload} startup={<p role="status">Loading</p>} open>
          <h1>Site</h1>
        </StartupGate>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Site' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(preload).not.toHaveBeenCalled();
  });

  it('opens anyway when the code is slow to arrive', async () => {
    renderGate(() => new Promise(() => undefined));
    await advance(STARTUP_CODE_WAIT_MS);
    expect(screen.getByRole('heading', { name: 'Site' })).toBeInTheDocument();
  });

  it('opens after the delay when loading the code fails', async () => {
    renderGate(() => Promise.reject(new Error('offline')));
    await advance(STARTUP_DELAY_MS);
    expect(screen.getByRole('heading', { name: 'Site' })).toBeInTheDocument();
  });
});

import { stylesheetsLoaded } from './stylesheets';

describe('stylesheetsLoaded', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  const addLink = () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/index.css';
    document.head.append(link);
    return link;
  };
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('resolves at once without stylesheet links', async () => {
    vi.useFakeTimers();
    expect(await settled(stylesheetsLoaded())).toBe(true);
  });

  it.each(['load', 'error'])('waits for a pending stylesheet until its %s event', async (event) => {
    vi.useFakeTimers();
    const link = addLink();
    const loaded = stylesheetsLoaded();
    expect(await settled(loaded)).toBe(false);
    link.dispatchEvent(new Event(event));
    expect(await settled(loaded)).toBe(true);
  });

  it('stops waiting after the limit', async () => {
    vi.useFakeTimers();
    addLink();
    const loaded = stylesheetsLoaded(document, 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await settled(loaded)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(loaded)).toBe(true);
  });

  it('does not wait for a stylesheet that has already arrived', async () => {
    vi.useFakeTimers();
    const link = addLink();
    vi.spyOn(link, 'sheet', 'get').mockReturnValue({} as CSSStyleSheet);
    expect(await settled(stylesheetsLoaded())).toBe(true);
  });
});

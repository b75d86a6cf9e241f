import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { keyOpeningEntry } from './openingEntryKey';

function LocationKey() {
  return <p>{useLocation().key}</p>;
}

describe('keyOpeningEntry', () => {
  beforeEach(() => window.history.replaceState(null, '', '/todo-share?list=1'));

  it.each([
    { state: null, key: 'k1', kept: { idx: 0 } },
    { state: 'text', key: 'k1', kept: { idx: 0 } },
    { state: { usr: { from: 'x' }, idx: 2 }, key: 'k1', kept: { usr: { from: 'x' }, idx: 2 } },
    { state: { key: '' }, key: 'k1', kept: { idx: 0 } },
    { state: { key: '', idx: 'x' }, key: 'k1', kept: { idx: 0 } },
    { state: { usr: null, key: 'abc', idx: 3 }, key: 'abc', kept: { usr: null, idx: 3 } },
  ])('gives an entry with state $state the key $key', ({ state, key, kept }) => {
    window.history.replaceState(state, '');
    keyOpeningEntry(window.history, () => 'k1');
    expect(window.history.state).toEqual({ ...kept, key });
    expect(window.location.pathname + window.location.search).toBe('/todo-share?list=1');
  });

  it('leaves the router nothing to write into the entry when it starts', () => {
    window.history.replaceState(null, '');
    keyOpeningEntry();
    const write = vi.spyOn(window.history, 'replaceState');
    render(
      <BrowserRouter>
        <LocationKey />
      </BrowserRouter>,
    );
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
  });

  it("is the key react-router's BrowserRouter reads for the entry", () => {
    render(
      <BrowserRouter>
        <LocationKey />
      </BrowserRouter>,
    );
    expect(screen.getByText('default')).toBeInTheDocument();
    keyOpeningEntry();
    const key = (window.history.state as { key: string }).key;
    expect(key).toMatch(/^[0-9a-z]{1,8}$/);
    render(
      <BrowserRouter>
        <LocationKey />
      </BrowserRouter>,
    );
    expect(screen.getByText(key)).toBeInTheDocument();
  });
});

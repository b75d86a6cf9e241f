import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useStableHandlers } from './useStableHandlers';

const panelDrawn = vi.fn();
const Panel = memo(function Panel({ onSave }: { onSave: () => void }) {
  panelDrawn();
  return (
    <button type="button" onClick={onSave}>
      save
    </button>
  );
});

/** A form whose save handler reads the draft: a new function on every key. */
function Form({ saved }: { saved: string[] }) {
  const [draft, setDraft] = useState('');
  const handlers = useStableHandlers({ save: () => saved.push(draft) });
  return (
    <>
      <input aria-label="draft" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <Panel onSave={handlers.save} />
    </>
  );
}

describe('useStableHandlers', () => {
  it('keeps a memo panel as it is while the form changes, and calls the latest handler', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    panelDrawn.mockClear();
    render(<Form saved={saved} />);
    await user.type(screen.getByLabelText('draft'), 'abc');
    expect(panelDrawn).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(saved).toEqual(['abc']);
    await user.type(screen.getByLabelText('draft'), 'd');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(saved).toEqual(['abc', 'abcd']);
    expect(panelDrawn).toHaveBeenCalledTimes(1);
  });

  it('returns the same object on every render', () => {
    const seen: object[] = [];
    function Probe({ value }: { value: number }) {
      seen.push(useStableHandlers({ read: () => value }));
      return null;
    }
    const { rerender } = render(<Probe value={1} />);
    act(() => rerender(<Probe value={2} />));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect((seen[1] as { read: () => number }).read()).toBe(2);
  });
});

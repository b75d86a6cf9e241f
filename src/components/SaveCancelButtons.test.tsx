import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveCancelButtons } from './SaveCancelButtons';

function draw(canSave: boolean) {
  const events: string[] = [];
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        events.push('saved');
      }}
    >
      <SaveCancelButtons canSave={canSave} onCancel={() => events.push('cancelled')} />
    </form>,
  );
  return events;
}

describe('SaveCancelButtons', () => {
  it('submits the form with 保存 and leaves it with キャンセル', async () => {
    const events = draw(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(events).toEqual(['saved', 'cancelled']);
  });

  it('keeps 保存 disabled while the form cannot be saved, キャンセル still works', async () => {
    const events = draw(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(events).toEqual(['cancelled']);
  });
});

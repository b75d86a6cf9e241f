import { act, fireEvent, render, screen } from '@testing-library/react';
import { TitleDescriptionForm, type TitleDescription } from './TitleDescriptionForm';

function renderForm(
  onSubmit: (fields: TitleDescription) => Promise<boolean>,
  dueDateLabel?: string,
) {
  render(
    <TitleDescriptionForm
      heading="Add a task"
      titleLabel="Task"
      titlePlaceholder=""
      descriptionLabel="Details"
      dueDateLabel={dueDateLabel}
      submitLabel="Add"
      onSubmit={onSubmit}
    />,
  );
  return {
    title: screen.getByLabelText<HTMLInputElement>('Task'),
    description: screen.getByLabelText<HTMLTextAreaElement>('Details'),
    add: screen.getByRole('button', { name: 'Add' }),
  };
}

describe('TitleDescriptionForm', () => {
  it('clears the fields once the entry is saved, and keeps them when saving fails', async () => {
    const onSubmit = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { title, description, add } = renderForm(onSubmit);
    expect(add).toBeDisabled();
    fireEvent.change(title, { target: { value: 'Send the quote' } });
    fireEvent.change(description, { target: { value: 'to Sample Ltd.' } });
    await act(async () => fireEvent.click(add));
    expect(title).toHaveValue('Send the quote');
    await act(async () => fireEvent.click(add));
    expect(onSubmit).toHaveBeenLastCalledWith({
      title: 'Send the quote',
      description: 'to Sample Ltd.',
      dueDate: null,
    });
    expect(screen.queryByLabelText('Due')).toBeNull();
    expect(title).toHaveValue('');
    expect(description).toHaveValue('');
  });

  it('keeps the next entry typed while the previous one was saving', async () => {
    let finish!: (saved: boolean) => void;
    const { title, add } = renderForm(() => new Promise((resolve) => (finish = resolve)));
    fireEvent.change(title, { target: { value: 'Write the minutes' } });
    fireEvent.click(add);
    expect(add).toBeDisabled();
    fireEvent.change(title, { target: { value: 'Issue the invoice' } });
    await act(async () => finish(true));
    expect(title).toHaveValue('Issue the invoice');
    expect(add).toBeEnabled();
  });

  it('asks for a day when told, passes it on and clears it once saved', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    const { title, add } = renderForm(onSubmit, 'Due');
    const due = screen.getByLabelText<HTMLInputElement>('Due');
    fireEvent.change(title, { target: { value: 'Send the quote' } });
    fireEvent.change(due, { target: { value: '2026-12-01' } });
    await act(async () => fireEvent.click(add));
    expect(onSubmit).toHaveBeenLastCalledWith({
      title: 'Send the quote',
      description: '',
      dueDate: '2026-12-01',
    });
    expect(due).toHaveValue('');
  });
});

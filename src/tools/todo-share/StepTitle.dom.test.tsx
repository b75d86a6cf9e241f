import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import type { TodoStep } from './steps';
import { StepTitle } from './StepTitle';

/** A step's title renamed in place: what is saved, and where the focus goes. */

const step: TodoStep = {
  id: 's1',
  todo_id: 't1',
  list_id: 'l1',
  title: '会場を予約する',
  completed: false,
  position: 0,
  created_at: '2026-11-29T00:00:00Z',
};

function setup(readOnly = false) {
  const renamed: string[] = [];
  render(
    <>
      <StepTitle step={step} readOnly={readOnly} onRename={(title) => renamed.push(title)} />
      <button type="button">elsewhere</button>
    </>,
  );
  return { renamed, user: userEvent.setup() };
}

const renameButton = () =>
  screen.getByRole('button', { name: 'ステップ「会場を予約する」の名前を変更' });
const field = () =>
  screen.getByRole('textbox', { name: /^ステップ「会場を予約する」の新しい名前/ });

describe('StepTitle', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('Enter saves the trimmed name and gives the focus back to the button', async () => {
    const { renamed, user } = setup();
    await user.click(renameButton());
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('会場を予約する');
    await user.clear(field());
    await user.paste('  会議室を予約する  ');
    await user.keyboard('{Enter}');
    expect(renamed).toEqual(['会議室を予約する']);
    expect(renameButton()).toHaveFocus();
  });

  it('Escape keeps the old name', async () => {
    const { renamed, user } = setup();
    await user.click(renameButton());
    await user.paste('（変更）');
    await user.keyboard('{Escape}');
    expect(renamed).toEqual([]);
    expect(screen.getByText('会場を予約する')).toBeInTheDocument();
    expect(renameButton()).toHaveFocus();
  });

  it.each([
    ['a blank name', '   '],
    ['the same name', '会場を予約する'],
  ])('%s saves nothing', async (_case, typed) => {
    const { renamed, user } = setup();
    await user.click(renameButton());
    await user.clear(field());
    await user.paste(typed);
    await user.keyboard('{Enter}');
    expect(renamed).toEqual([]);
  });

  it('leaving the field saves, and the focus stays where the user put it', async () => {
    const { renamed, user } = setup();
    await user.click(renameButton());
    await user.paste('と控室');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(renamed).toEqual(['会場を予約すると控室']);
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
  });

  it('read-only: the name only', () => {
    setup(true);
    expect(screen.queryByRole('button', { name: /名前を変更/ })).toBeNull();
  });
});

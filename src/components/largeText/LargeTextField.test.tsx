import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '../../lib/i18n';
import { LargeTextField } from './LargeTextField';

const LIMIT = 20;

/** The field as a tool uses it: the text lives in the tool's state. */
function Harness({ initial = '', onText }: { initial?: string; onText?: (text: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <LargeTextField
      id="field"
      label="元のテキスト"
      limit={LIMIT}
      value={text}
      onChange={(next) => {
        onText?.(next);
        setText(next);
      }}
    />
  );
}

/** A paste event with text on its clipboard; returns whether the page let the browser insert it. */
function paste(element: Element, text: string): boolean {
  const event = createEvent.paste(element, {
    clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') },
  });
  fireEvent(element, event);
  return !event.defaultPrevented;
}

describe('LargeTextField', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('lets small pastes and typing through to the textarea', () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: '元のテキスト' });
    expect(paste(box, 'short')).toBe(true);
    fireEvent.change(box, { target: { value: 'typed text' } });
    expect(box).toHaveValue('typed text');
  });

  it('takes over a paste that would make the text too long and shows a summary instead', () => {
    const texts: string[] = [];
    render(<Harness initial="ab" onText={(text) => texts.push(text)} />);
    const box = screen.getByRole('textbox', { name: '元のテキスト' });
    (box as HTMLTextAreaElement).setSelectionRange(1, 1);
    const long = 'x'.repeat(30);
    expect(paste(box, long)).toBe(false);
    // Inserted where the caret was, as the browser would have.
    expect(texts).toEqual([`a${long}b`]);
    expect(screen.queryByRole('textbox')).toBeNull();
    const summary = screen.getByRole('group', {
      name: /元のテキスト 長いテキスト（32文字・32 B）/,
    });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(`a${long}b`);
  });

  it('replaces the whole text when something is pasted into the summary', () => {
    const texts: string[] = [];
    render(<Harness initial={'y'.repeat(40)} onText={(text) => texts.push(text)} />);
    paste(screen.getByRole('group'), '新しい文章');
    expect(texts).toEqual(['新しい文章']);
    const box = screen.getByRole('textbox', { name: '元のテキスト' });
    expect(box).toHaveValue('新しい文章');
    expect(box).toHaveFocus();
  });

  it('shows the whole text for editing when asked, until the text is short again', () => {
    render(<Harness initial={'z'.repeat(40)} />);
    fireEvent.click(screen.getByRole('button', { name: 'この欄に全文を表示して編集する' }));
    const box = screen.getByRole('textbox', { name: '元のテキスト' });
    expect(box).toHaveValue('z'.repeat(40));
    expect(box).toHaveFocus();
    // Small pastes into the whole text go in as usual; a huge one is taken over again.
    expect(paste(box, 'more')).toBe(true);
    expect(paste(box, 'w'.repeat(30))).toBe(false);
    expect(screen.getByRole('group')).toBeInTheDocument();
  });

  it('keeps the textarea for a text that grows past the limit by typing', () => {
    render(<Harness initial={'t'.repeat(LIMIT)} />);
    const box = screen.getByRole('textbox', { name: '元のテキスト' });
    fireEvent.change(box, { target: { value: `${'t'.repeat(LIMIT)}s` } });
    expect(screen.getByRole('textbox', { name: '元のテキスト' })).toHaveValue(
      `${'t'.repeat(LIMIT)}s`,
    );
  });

  it('summarises a long text that arrives at once rather than by typing', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'q'.repeat(5_000) } });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('group')).toHaveTextContent('5,000文字');
  });
});

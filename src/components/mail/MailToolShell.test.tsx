import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import type { Language } from '../../lib/i18n/types';
import type { MailContext } from '../../lib/mail/mailText';
import {
  loadSenderProfile,
  saveSenderProfile,
  EMPTY_SENDER_PROFILE,
} from '../../lib/senderProfile';
import { MailToolShell } from './MailToolShell';

function renderShell(
  generate = vi.fn((_: Language, __: MailContext) => ({ mail: { subject: '件名', body: '本文' } })),
) {
  const onClear = vi.fn();
  render(
    <MailToolShell
      heading="入力項目"
      recipient={{ name: 'Taro Yamada', company: '' }}
      generate={generate}
      onClear={onClear}
      emptyOutput="まだありません"
    >
      <p>tool fields</p>
    </MailToolShell>,
  );
  return { generate, onClear };
}

describe('MailToolShell', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('prefills the sender from the profile and writes what is typed back to it', () => {
    saveSenderProfile({
      ...EMPTY_SENDER_PROFILE,
      companyName: 'テック株式会社',
      tel: '03-1234-5678',
    });
    renderShell();
    expect(screen.getByLabelText('あなたの会社名')).toHaveValue('テック株式会社');
    expect(screen.getByLabelText('電話番号')).toHaveValue('03-1234-5678');
    fireEvent.change(screen.getByLabelText('部署名'), { target: { value: '営業部' } });
    expect(loadSenderProfile()).toMatchObject({
      companyName: 'テック株式会社',
      department: '営業部',
    });
  });

  it('passes the sender and the English greeting choice to the tool, and keeps the sender on clear', () => {
    saveSenderProfile({ ...EMPTY_SENDER_PROFILE, personName: '佐藤 花子' });
    const { generate, onClear } = renderShell();
    expect(screen.queryByLabelText('相手の敬称')).toBeNull();
    fireEvent.change(screen.getByLabelText('メールの言語'), { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText('相手の敬称'), { target: { value: 'mr' } });
    expect(screen.getByText('書き出し：Dear Mr. Yamada,')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Taro' }));
    expect(screen.getByText('書き出し：Dear Mr. Taro,')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'メール文を作成' }));
    expect(generate).toHaveBeenCalledWith('en', {
      sender: { company: '', department: '', name: '佐藤 花子', tel: '', email: '' },
      salutation: { title: 'mr', familyPart: 'first' },
    });
    expect(screen.getByRole('heading', { name: '作成したメール' })).toHaveFocus();
    expect(screen.getByLabelText('本文')).toHaveValue('本文');

    fireEvent.click(screen.getByRole('button', { name: 'クリア' }));
    expect(onClear).toHaveBeenCalled();
    expect(screen.getByText('まだありません')).toBeInTheDocument();
    expect(screen.getByLabelText('あなたのお名前')).toHaveValue('佐藤 花子');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import type { Language } from '../../lib/i18n/types';
import type { GeneratedMail, MailContext } from '../../lib/mail/mailText';
import {
  loadSenderProfile,
  saveSenderProfile,
  EMPTY_SENDER_PROFILE,
} from '../../lib/senderProfile';
import { readString, STORAGE_KEYS } from '../../lib/storage';
import { MailToolShell } from './MailToolShell';

function renderShell(
  generate = vi.fn((_: Language, __: MailContext): { mail: GeneratedMail } => ({
    mail: { subject: '件名', body: '本文' },
  })),
  recipient = { name: 'Taro Yamada', company: '' },
) {
  const onClear = vi.fn();
  render(
    <MailToolShell
      heading="入力項目"
      recipient={recipient}
      fieldLabel={(field) => (field === 'body' ? '本文に入れる内容' : undefined)}
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
    window.localStorage.clear();
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

  it('passes the sender, the English names and the greeting choice to the tool, and keeps the sender on clear', () => {
    saveSenderProfile({ ...EMPTY_SENDER_PROFILE, personName: '佐藤 花子' });
    const { generate, onClear } = renderShell();
    expect(screen.queryByLabelText('相手の敬称')).toBeNull();
    fireEvent.change(screen.getByLabelText('メールの言語'), { target: { value: 'en' } });
    // A name typed in Latin letters is filled in; one in Japanese is not.
    expect(screen.getByLabelText('相手のお名前（ローマ字）')).toHaveValue('Taro Yamada');
    expect(screen.getByLabelText('あなたのお名前（ローマ字）')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('相手の敬称'), { target: { value: 'mr' } });
    expect(screen.getByText('書き出し：Dear Mr. Yamada,')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Taro' }));
    expect(screen.getByText('書き出し：Dear Mr. Taro,')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('あなたのお名前（ローマ字）'), {
      target: { value: 'Hanako Sato' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'メール文を作成' }));
    expect(generate).toHaveBeenCalledWith('en', {
      sender: { company: '', department: '', name: '佐藤 花子', tel: '', email: '' },
      salutation: { title: 'mr', familyPart: 'first' },
      english: {
        recipientName: 'Taro Yamada',
        recipientCompany: '',
        senderName: 'Hanako Sato',
        senderCompany: '',
        senderDepartment: '',
      },
    });
    // The sender's Latin name is kept in this browser for the other mail tools.
    expect(JSON.parse(readString(STORAGE_KEYS.mailEnglishSender) ?? '{}')).toEqual({
      senderName: 'Hanako Sato',
    });
    expect(screen.getByRole('heading', { name: '作成したメール' })).toHaveFocus();
    expect(screen.getByLabelText('本文')).toHaveValue('本文');

    fireEvent.click(screen.getByRole('button', { name: 'クリア' }));
    expect(onClear).toHaveBeenCalled();
    expect(screen.getByText('まだありません')).toBeInTheDocument();
    expect(screen.getByLabelText('あなたのお名前')).toHaveValue('佐藤 花子');
    expect(screen.getByLabelText('あなたのお名前（ローマ字）')).toHaveValue('Hanako Sato');
  });

  it('greets with a placeholder while the recipient is only known in Japanese', () => {
    renderShell(undefined, { name: '田中様', company: '株式会社ABC' });
    fireEvent.change(screen.getByLabelText('メールの言語'), { target: { value: 'en' } });
    expect(
      screen.getByText("書き出し：Dear [Recipient's name in Latin letters],"),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('相手のお名前（ローマ字）'), {
      target: { value: 'Ichiro Tanaka' },
    });
    fireEvent.change(screen.getByLabelText('相手の敬称'), { target: { value: 'ms' } });
    expect(screen.getByText('書き出し：Dear Ms. Tanaka,')).toBeInTheDocument();
  });

  it('lists the placeholders still in the mail beside it, until they are written over', () => {
    const marker = '（ご依頼の内容をご記入ください）';
    renderShell(
      vi.fn(() => ({
        mail: {
          subject: '件名',
          body: `前文\n\n${marker}\n\n結び`,
          gaps: [{ field: 'body', reason: 'blank' as const, marker }],
        },
      })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'メール文を作成' }));
    const notice = `${marker}：「本文に入れる内容」を入力してもう一度作成するか、この文面で直接書き換えてください。`;
    expect(screen.getByText('送る前に書き込みが必要な箇所があります')).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByLabelText('本文')).toHaveAccessibleDescription(
      expect.stringContaining(notice),
    );
    fireEvent.change(screen.getByLabelText('本文'), {
      target: { value: '前文\n\n資料を3部お送りください。\n\n結び' },
    });
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('greets the current recipient: a Latin name and a title typed for 田中 一郎 do not stay for Emily Brown', () => {
    const generate = vi.fn((_: Language, __: MailContext): { mail: GeneratedMail } => ({
      mail: { subject: '件名', body: '本文' },
    }));
    const shell = (name: string) => (
      <MailToolShell
        heading="入力項目"
        recipient={{ name, company: '' }}
        fieldLabel={() => undefined}
        generate={generate}
        onClear={vi.fn()}
        emptyOutput="まだありません"
      >
        <p>tool fields</p>
      </MailToolShell>
    );
    const { rerender } = render(shell('田中 一郎'));
    fireEvent.change(screen.getByLabelText('メールの言語'), { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText('相手のお名前（ローマ字）'), {
      target: { value: 'Ichiro Tanaka' },
    });
    fireEvent.change(screen.getByLabelText('相手の敬称'), { target: { value: 'mr' } });
    expect(screen.getByText('書き出し：Dear Mr. Tanaka,')).toBeInTheDocument();
    // The page says a name in Latin letters above fills itself in: it does, for the new name.
    rerender(shell('Emily Brown'));
    expect(screen.getByLabelText('相手のお名前（ローマ字）')).toHaveValue('Emily Brown');
    expect(screen.getByText('書き出し：Dear Emily Brown,')).toBeInTheDocument();
    // A new name in Japanese is asked for, never greeted with the old one.
    rerender(shell('鈴木 花子'));
    expect(screen.getByLabelText('相手のお名前（ローマ字）')).toHaveValue('');
    expect(screen.queryByText(/Tanaka/)).toBeNull();
  });
});

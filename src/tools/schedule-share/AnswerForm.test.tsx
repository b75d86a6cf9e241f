import { render, screen } from '@testing-library/react';
import { queryWrapper } from '../../test/queryWrapper';
import { i18n } from '../../lib/i18n';
import { AnswerForm, type AnswerTarget } from './AnswerForm';

/** The address field says what the address is used for, the edit code included where mailed. */

const options = [
  {
    id: 'o1',
    kind: 'time' as const,
    date_time: '2030-12-01T05:00:00Z',
    end_time: null,
    label: null,
  },
];

const known: AnswerTarget = {
  respondentId: 'r1',
  name: '田中',
  email: 'tanaka@example.com',
  comment: '',
  selections: { o1: 'yes' },
  key: 'browser-key-0000000',
  editCode: 'K7M2Q9XZ',
};

function form(language: 'ja' | 'en', respondentOnly: boolean, target: AnswerTarget | null) {
  const noop = () => undefined;
  return render(
    <AnswerForm
      shareId="SHARE"
      options={options}
      language={language}
      target={target}
      respondents={[]}
      respondentOnly={respondentOnly}
      closed={null}
      onSent={noop}
      onEditExisting={noop}
      onClosed={noop}
      onConflict={noop}
    />,
    { wrapper: queryWrapper() },
  );
}

describe('AnswerForm’s address hint', () => {
  it.each([
    {
      language: 'ja' as const,
      label: 'メールアドレス（任意）',
      code: /回答の修正に必要な編集コードも/,
    },
    { language: 'en' as const, label: 'Email (optional)', code: /also email you the edit code/ },
  ])(
    '$language: a new answer in a respondent-only poll is told the code comes by mail',
    async ({ language, label, code }) => {
      await i18n.changeLanguage(language);
      form(language, true, null);
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(code);
    },
  );

  it('no code is promised in a poll anyone may edit, nor when changing an answer (its code exists)', async () => {
    await i18n.changeLanguage('ja');
    const open = form('ja', false, null);
    const field = () => screen.getByLabelText('メールアドレス（任意）');
    expect(field()).toHaveAccessibleDescription(/主催者が日程を確定したとき/);
    expect(field()).not.toHaveAccessibleDescription(/編集コード/);
    open.unmount();
    form('ja', true, known);
    expect(field()).not.toHaveAccessibleDescription(/編集コード/);
  });
});

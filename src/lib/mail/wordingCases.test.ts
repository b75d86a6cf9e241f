import { lintMail } from './wordingCases';

const MARKER = '（ご依頼の内容をご記入ください）';
const gap = { field: 'body', reason: 'blank', marker: MARKER } as const;
const rules = (...args: Parameters<typeof lintMail>) => lintMail(...args).map((p) => p.rule);

describe('lintMail', () => {
  it('passes a placeholder with its notice where a required field is blank', () => {
    const mail = { subject: '件名', body: `前文\n\n${MARKER}\n\n結び`, gaps: [gap] };
    expect(lintMail(mail, 'ja', { requiredBlank: true })).toEqual([]);
  });

  it.each([
    [
      'a required blank field written as nothing',
      { subject: '件名', body: '前文\n\n結び' },
      true,
      'blank required field without a marked placeholder',
    ],
    [
      'a placeholder without its notice',
      { subject: '件名', body: `前文\n\n${MARKER}` },
      true,
      'placeholder without a notice',
    ],
    [
      'a notice whose placeholder is not in the mail',
      { subject: '件名', body: '前文', gaps: [gap] },
      true,
      'notice without its placeholder',
    ],
    [
      'a placeholder for a field that was filled in',
      { subject: '件名', body: `前文\n\n${MARKER}`, gaps: [gap] },
      false,
      'placeholder for a field that is not blank',
    ],
    [
      'an English-only placeholder in a Japanese mail',
      {
        subject: '件名',
        body: '前文',
        gaps: [{ field: 'x', reason: 'notEnglish' as const, marker: '前文' }],
      },
      false,
      'English-only placeholder in a Japanese mail',
    ],
  ])('catches %s', (_, mail, requiredBlank, rule) => {
    expect(rules(mail, 'ja', { requiredBlank })).toContain(rule);
  });

  it('checks English placeholders and finds Japanese in an English mail', () => {
    const english = {
      subject: 'Request: [Subject in English]',
      body: 'Dear 田中,',
      gaps: [{ field: 'subject', reason: 'notEnglish' as const, marker: '[Subject in English]' }],
    };
    expect(rules(english, 'en', { requiredBlank: false })).toEqual(['Japanese in an English mail']);
  });
});

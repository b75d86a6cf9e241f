import { formatEditCode } from '../editCode.ts';
import type { Block } from './blocks.ts';
import { salutation } from './common.ts';
import { shorten } from './format.ts';
import type { EditCodePayload, MailLanguage } from './payloads.ts';

/**
 * The mail to a respondent of a poll where only respondents edit their answers: the edit code
 * the page showed once after answering, so that they can change their answer from another
 * device (the page asks for it), with the poll's link.
 */

const WORDS = {
  ja: {
    subject: (title: string) => `【日程調整】「${title}」の編集コード`,
    thanks: (title: string) =>
      `オフィスツールボックスの日程調整「${title}」にご回答いただき、誠にありがとうございます。`,
    ask: '回答を修正する際は、次の編集コードをご入力ください。',
    code: (code: string) => `■編集コード：${code}`,
    keep: [
      'この編集コードは、ご回答いただいたご本人が回答を修正するためのものです。ほかの方とは共有なさらないよう、お願いいたします。',
      'お心当たりのない場合は、このメールを破棄していただきますようお願いいたします。',
    ],
    page: '回答の確認・修正は、次のリンクから行っていただけます。',
    open: '日程調整のページを開く',
  },
  en: {
    subject: (title: string) => `Your edit code for the schedule poll "${title}"`,
    thanks: (title: string) =>
      `Thank you for answering the schedule poll "${title}" on Office Toolbox.`,
    ask: 'To change your answer, please enter the following edit code.',
    code: (code: string) => `Edit code: ${code}`,
    keep: [
      'This edit code lets you, and only you, change your answer. Please do not share it with anyone.',
      'If you did not answer this poll, please disregard this email.',
    ],
    page: 'You can see and change your answer on the poll’s page:',
    open: 'Open the schedule poll',
  },
} as const;

export function composeEditCodeMail(
  payload: EditCodePayload,
  language: MailLanguage,
  pollUrl: string,
): { subject: string; blocks: Block[] } {
  const words = WORDS[language];
  return {
    subject: words.subject(shorten(payload.poll.title, 60)),
    blocks: [
      ...salutation(payload.name, language),
      { kind: 'paragraph', lines: [words.thanks(payload.poll.title), words.ask] },
      { kind: 'paragraph', lines: [words.code(formatEditCode(payload.code))] },
      { kind: 'paragraph', lines: [...words.keep] },
      { kind: 'button', lead: words.page, link: { label: words.open, url: pollUrl } },
    ],
  };
}

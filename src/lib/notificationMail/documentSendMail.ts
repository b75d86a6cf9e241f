import type { Block } from './blocks.ts';
import type { MailAttachment } from './common.ts';
import type { DocumentSendPayload } from './payloads.ts';

/**
 * A document sent by its owner (「メールで送付」): the cover mail exactly as the owner wrote it,
 * one paragraph per run of lines between blank lines (the HTML part draws the same text,
 * escaped), and the PDF attached under the file name the owner's page gave it.
 */
export function composeDocumentSendMail(payload: DocumentSendPayload): {
  subject: string;
  blocks: Block[];
  attachment: MailAttachment;
} {
  const paragraphs = payload.body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
  return {
    subject: payload.subject,
    blocks: paragraphs.map((lines) => ({ kind: 'paragraph', lines })),
    attachment: {
      filename: payload.file_name,
      contentType: 'application/pdf',
      content: payload.pdf,
      base64: true,
    },
  };
}

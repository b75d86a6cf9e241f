import { escapeUTF8 } from 'entities/escape';
import type { MailLanguage } from './payloads.ts';

/**
 * A mail's content as blocks, drawn once as the plain-text part and once as the HTML part, so
 * the two always say the same. Every text in a block is plain text (names and titles typed by
 * users among them): the HTML drawing escapes all of it, and links are only the site's own.
 */
export interface Item {
  /** The item's first line (a respondent, a task). */
  head: string;
  /** Lines under it (answers, a comment). */
  details?: string[];
}

export type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'section'; heading: string; items: Item[]; link?: Link }
  | { kind: 'button'; lead: string; link: Link }
  | { kind: 'footer'; lines: Array<string | Link> };

export interface Link {
  label: string;
  url: string;
}

const RULE = '――――――――――――――――――――';

function textOfBlock(block: Block, language: MailLanguage): string {
  const colon = language === 'ja' ? '：' : ': ';
  switch (block.kind) {
    case 'paragraph':
      return block.lines.join('\n');
    case 'section': {
      const lines = [`■${block.heading}`];
      for (const item of block.items) {
        lines.push(`・${item.head}`, ...(item.details ?? []).map((detail) => `\u3000${detail}`));
      }
      if (block.link) lines.push(`${block.link.label}${colon}${block.link.url}`);
      return lines.join('\n');
    }
    case 'button':
      return `${block.lead}\n${block.link.url}`;
    case 'footer':
      return [
        RULE,
        ...block.lines.map((line) => (typeof line === 'string' ? line : line.url)),
      ].join('\n');
  }
}

/** The plain-text part: blocks a blank line apart, CRLF-free (the provider writes line ends). */
export function renderText(blocks: readonly Block[], language: MailLanguage): string {
  return `${blocks.map((block) => textOfBlock(block, language)).join('\n\n')}\n`;
}

const escape = (text: string) => escapeUTF8(text);
const lineBreaks = (lines: readonly string[]) => lines.map(escape).join('<br>');
const anchor = (link: Link, style = 'color:#1d4ed8') =>
  `<a href="${escape(link.url)}" style="${style}">${escape(link.label)}</a>`;

function htmlOfBlock(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${lineBreaks(block.lines)}</p>`;
    case 'section': {
      const items = block.items
        .map((item) => {
          const details = (item.details ?? []).length
            ? `<br><span style="color:#4b5563">${lineBreaks(item.details ?? [])}</span>`
            : '';
          return `<li style="margin:0 0 8px">${escape(item.head)}${details}</li>`;
        })
        .join('');
      const link = block.link ? `<p style="margin:0 0 16px">${anchor(block.link)}</p>` : '';
      return (
        `<h2 style="font-size:16px;margin:24px 0 8px;color:#111827">${escape(block.heading)}</h2>` +
        `<ul style="margin:0 0 12px;padding-left:20px">${items}</ul>${link}`
      );
    }
    case 'button':
      return (
        `<p style="margin:0 0 8px">${escape(block.lead)}</p>` +
        `<p style="margin:0 0 20px">${anchor(
          block.link,
          'display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none',
        )}</p>`
      );
    case 'footer':
      return (
        `<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0 12px">` +
        `<p style="margin:0;font-size:12px;color:#4b5563">${block.lines
          .map((line) => (typeof line === 'string' ? escape(line) : anchor(line, 'color:#4b5563')))
          .join('<br>')}</p>`
      );
  }
}

/** The HTML part: a single column of inline-styled blocks, as mail programs draw best. */
export function renderHtml(
  blocks: readonly Block[],
  language: MailLanguage,
  title: string,
): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)}</title></head>` +
    `<body style="margin:0;padding:16px;background:#f3f4f6">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1f2937;` +
    `font-family:-apple-system,'Hiragino Sans','Hiragino Kaku Gothic ProN','Yu Gothic',Meiryo,sans-serif;` +
    `font-size:15px;line-height:1.7">${blocks.map(htmlOfBlock).join('')}</div></body></html>`
  );
}

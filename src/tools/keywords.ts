import type { ToolKeywords } from './types';
import { keywords as aiNews } from './ai-news/keywords';
import { keywords as appointmentTemplate } from './appointment-template/keywords';
import { keywords as bookConcierge } from './book-concierge/keywords';
import { keywords as charCounter } from './char-counter/keywords';
import { keywords as colorCode } from './color-code/keywords';
import { keywords as companySearch } from './company-search/keywords';
import { keywords as diffChecker } from './diff-checker/keywords';
import { keywords as dummyText } from './dummy-text/keywords';
import { keywords as encoderDecoder } from './encoder-decoder/keywords';
import { keywords as expenseChecker } from './expense-checker/keywords';
import { keywords as expenseTemplate } from './expense-template/keywords';
import { keywords as invoiceNumber } from './invoice-number/keywords';
import { keywords as ipChecker } from './ip-checker/keywords';
import { keywords as jsonTool } from './json-tool/keywords';
import { keywords as mailTemplate } from './mail-template/keywords';
import { keywords as minutesGenerator } from './minutes-generator/keywords';
import { keywords as qrGenerator } from './qr-generator/keywords';
import { keywords as quoteGenerator } from './quote-generator/keywords';
import { keywords as regexTester } from './regex-tester/keywords';
import { keywords as reverseTimeCalculator } from './reverse-time-calculator/keywords';
import { keywords as salesMailTemplate } from './sales-mail-template/keywords';
import { keywords as scheduleShare } from './schedule-share/keywords';
import { keywords as taxCalculator } from './tax-calculator/keywords';
import { keywords as todoShare } from './todo-share/keywords';
import { keywords as unitConverter } from './unit-converter/keywords';

/** Every tool's search keywords, by tool id: one lazy chunk, loaded by the home page. */
export const TOOL_KEYWORDS: Readonly<Record<string, ToolKeywords>> = {
  'ai-news': aiNews,
  'appointment-template': appointmentTemplate,
  'book-concierge': bookConcierge,
  'char-counter': charCounter,
  'color-code': colorCode,
  'company-search': companySearch,
  'diff-checker': diffChecker,
  'dummy-text': dummyText,
  'encoder-decoder': encoderDecoder,
  'expense-checker': expenseChecker,
  'expense-template': expenseTemplate,
  'invoice-number': invoiceNumber,
  'ip-checker': ipChecker,
  'json-tool': jsonTool,
  'mail-template': mailTemplate,
  'minutes-generator': minutesGenerator,
  'qr-generator': qrGenerator,
  'quote-generator': quoteGenerator,
  'regex-tester': regexTester,
  'reverse-time-calculator': reverseTimeCalculator,
  'sales-mail-template': salesMailTemplate,
  'schedule-share': scheduleShare,
  'tax-calculator': taxCalculator,
  'todo-share': todoShare,
  'unit-converter': unitConverter,
};
